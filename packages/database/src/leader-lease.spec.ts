import { Client } from 'pg';
import { createDisposableDatabase, type DisposableDatabase } from './disposable-database';
import { type LeaderLease, leaderLease } from './leader-lease';

describe('leaderLease (embedded)', () => {
  it('should always lead: one process runs every service', async () => {
    const lease = leaderLease({ kind: 'embedded' }, 'job');
    expect(await lease.held()).toBe(true);
    await lease.release();
  });
});

const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;
describeOnServer('leaderLease (postgres)', () => {
  let database: DisposableDatabase;
  const leases: LeaderLease[] = [];
  const lease = (name: string) => {
    const created = leaderLease(database.target, name);
    leases.push(created);
    return created;
  };

  beforeAll(async () => {
    database = await createDisposableDatabase(process.env.TEST_DATABASE_URL);
  });
  afterAll(async () => {
    for (const created of leases) await created.release();
    await database.drop();
  });

  it('should let one instance lead until it releases, then the next one that asks', async () => {
    const [first, second] = [lease('deadlines'), lease('deadlines')];
    expect(await first.held()).toBe(true);
    expect(await second.held()).toBe(false);
    expect(await first.held()).toBe(true);
    await first.release();
    expect(await second.held()).toBe(true);
    expect(await first.held()).toBe(false);
  });

  it('should hand the lead over when the leader loses its connection, as when its process dies', async () => {
    const [leader, follower] = [lease('recheck'), lease('recheck')];
    expect(await leader.held()).toBe(true);
    expect(await follower.held()).toBe(false);
    await terminateLeaderConnection('lease:recheck');
    expect(await follower.held()).toBe(true);
    expect(await leader.held()).toBe(false);
  });

  it('should keep leases of different names apart', async () => {
    expect(await lease('one').held()).toBe(true);
    expect(await lease('two').held()).toBe(true);
  });

  /** Ends the server connection holding the lease's lock (the leader's), as its process's death would. */
  async function terminateLeaderConnection(application: string) {
    const admin = new Client({ connectionString: (database.target as { url: string }).url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(a.pid) FROM pg_stat_activity a
          JOIN pg_locks l ON l.pid = a.pid AND l.locktype = 'advisory' AND l.granted
         WHERE a.application_name = $1`,
        [application],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
  }
});
