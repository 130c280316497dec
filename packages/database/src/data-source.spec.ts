import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Column,
  Entity,
  PrimaryGeneratedColumn,
  type DataSource,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { createPGlite } from './create-pglite';
import { EmbeddedPostgres, type EmbeddedSchema } from './embedded-postgres';
import { createSerializedPGliteDriver, SerializedPGlite } from './pglite-driver';
import { dropDatabase, ensureDatabase } from './ensure-database';
import { openDataSource, type DatabaseTarget } from './open-data-source';

@Entity('counter')
class Counter {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ unique: true }) name: string;
  @Column({ type: 'int', default: 0 }) value: number;
  @Column({ type: 'bigint', default: '0' }) big: string;
}

class CreateTicket1700000000001 implements MigrationInterface {
  async up(q: QueryRunner) {
    await q.query(`CREATE TABLE ticket (id bigserial PRIMARY KEY); CREATE TABLE ticket_note (id int)`);
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE ticket_note; DROP TABLE ticket');
  }
}

class AddCounterNote1700000000002 implements MigrationInterface {
  async up(q: QueryRunner) {
    await q.query(`ALTER TABLE counter ADD COLUMN note varchar NOT NULL DEFAULT 'none'`);
  }
  async down(q: QueryRunner) {
    await q.query('ALTER TABLE counter DROP COLUMN note');
  }
}

class CreateCounter1700000000000 implements MigrationInterface {
  async up(q: QueryRunner) {
    await q.query(
      `CREATE TABLE counter (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name varchar NOT NULL UNIQUE, value int NOT NULL DEFAULT 0, big bigint NOT NULL DEFAULT 0)`,
    );
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE counter');
  }
}

/** A whole database used as one service's, the way the older layout kept it (tables in public). */
function publicOf(db: import('@electric-sql/pglite').PGlite): EmbeddedSchema {
  return {
    name: 'public',
    driver: () => createSerializedPGliteDriver(new SerializedPGlite(db), { closeOnEnd: false }),
    importOlderData: async () => undefined,
  };
}

// The same checks run on embedded PostgreSQL and, when TEST_DATABASE_URL is set, on a real server.
const targets: [string, () => Promise<{ target: DatabaseTarget; cleanup: () => Promise<void> }>][] = [
  ['embedded', async () => ({ target: { kind: 'embedded' }, cleanup: async () => undefined })],
  [
    'embedded, one schema of a shared database',
    async () => {
      const postgres = await EmbeddedPostgres.open(undefined);
      // another service's schema on the same connection, used in between, must not disturb this one
      await openDataSource(
        { kind: 'embedded', schema: await postgres.schema('neighbour') },
        {
          entities: [Counter],
          migrations: [CreateCounter1700000000000],
        },
      );
      return {
        target: { kind: 'embedded', schema: await postgres.schema('counting') },
        cleanup: () => postgres.close(),
      };
    },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  const base = process.env.TEST_DATABASE_URL;
  targets.push([
    'postgres',
    async () => {
      const url = new URL(base);
      url.pathname = `/sfl_test_${randomUUID().slice(0, 8)}`;
      await ensureDatabase(url.toString());
      return {
        target: { kind: 'postgres', url: url.toString() },
        cleanup: () => dropDatabase(url.toString()),
      };
    },
  ]);
}

describe.each(targets)('openDataSource (%s)', (_name, prepare) => {
  let ds: DataSource;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const prepared = await prepare();
    cleanup = prepared.cleanup;
    ds = await openDataSource(prepared.target, {
      entities: [Counter],
      migrations: [CreateCounter1700000000000],
    });
  });
  afterAll(async () => {
    await ds.destroy();
    await cleanup();
  });
  beforeEach(() => ds.query('DELETE FROM counter'));

  it('should leave no schema difference after migrations', async () => {
    const sql = await ds.driver.createSchemaBuilder().log();
    expect(sql.upQueries).toHaveLength(0);
  });

  it('should report a unique violation with its constraint when a name repeats', async () => {
    await ds.getRepository(Counter).insert({ name: 'a' });
    await expect(ds.getRepository(Counter).insert({ name: 'a' })).rejects.toMatchObject({ code: '23505' });
  });

  it('should undo every write of a transaction when it throws', async () => {
    await expect(
      ds.transaction(async (m) => {
        await m.insert(Counter, { name: 'rolled-back' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await ds.getRepository(Counter).countBy({ name: 'rolled-back' })).toBe(0);
  });

  it('should lose no update when ten transactions increment the same row at once', async () => {
    const { id } = await ds.getRepository(Counter).save({ name: 'hot' });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        ds.transaction(async (m) => {
          const row = await m.findOneOrFail(Counter, { where: { id }, lock: { mode: 'pessimistic_write' } });
          await m.update(Counter, { id }, { value: row.value + 1 });
        }),
      ),
    );
    expect((await ds.getRepository(Counter).findOneByOrFail({ id })).value).toBe(10);
  });

  it('should return bigint columns as exact strings', async () => {
    await ds.getRepository(Counter).insert({ name: 'big', big: '9007199254740993' });
    expect((await ds.getRepository(Counter).findOneByOrFail({ name: 'big' })).big).toBe('9007199254740993');
  });
});

// Several instances of one service start at once on its database (compose --scale).
const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;
describeOnServer('openDataSource (postgres, several instances at once)', () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unused');
  url.pathname = `/sfl_test_${randomUUID().slice(0, 8)}`;
  const opened: DataSource[] = [];
  afterAll(async () => {
    for (const ds of opened) await ds.destroy();
    await dropDatabase(url.toString());
  });

  it('should create and migrate a fresh database once when three instances open it together', async () => {
    await Promise.all([1, 2, 3].map(() => ensureDatabase(url.toString())));
    const schema = {
      entities: [Counter],
      migrations: [CreateCounter1700000000000, CreateTicket1700000000001, AddCounterNote1700000000002],
    };
    opened.push(
      ...(await Promise.all(
        [1, 2, 3].map(() => openDataSource({ kind: 'postgres', url: url.toString() }, schema)),
      )),
    );
    const applied = (await opened[0]!.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[];
    expect(applied.map((row) => row.name)).toEqual([
      'CreateCounter1700000000000',
      'CreateTicket1700000000001',
      'AddCounterNote1700000000002',
    ]);
  });
});

describe('EmbeddedPostgres', () => {
  const migrations = { entities: [Counter], migrations: [CreateCounter1700000000000] };

  it("should keep each service's tables in its own schema, out of reach of the others", async () => {
    const postgres = await EmbeddedPostgres.open(undefined);
    const users = await openDataSource(
      { kind: 'embedded', schema: await postgres.schema('users') },
      migrations,
    );
    const nft = await openDataSource({ kind: 'embedded', schema: await postgres.schema('nft') }, migrations);
    try {
      await users.getRepository(Counter).insert({ name: 'only-in-users' });
      expect(await nft.getRepository(Counter).count()).toBe(0);
      expect(await users.query('SELECT current_schema() AS schema')).toEqual([{ schema: 'users' }]);
      await expect(nft.query('SELECT * FROM users.counter')).rejects.toThrow(
        'permission denied for schema users',
      );
      await expect(nft.query('CREATE TABLE public.stray (id int)')).rejects.toThrow('permission denied');
    } finally {
      await users.destroy();
      await nft.destroy();
      await postgres.close();
    }
  });

  it('should keep data on disk across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfl-embedded-'));
    try {
      for (const expected of [1, 2]) {
        const postgres = await EmbeddedPostgres.openDataDir(dir);
        const ds = await openDataSource(
          { kind: 'embedded', schema: await postgres.schema('users') },
          migrations,
        );
        await ds.getRepository(Counter).insert({ name: `start-${expected}` });
        expect(await ds.getRepository(Counter).count()).toBe(expected);
        await ds.destroy();
        await postgres.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("should import a service's database of the older per-service layout, then run its newer migrations", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfl-embedded-'));
    try {
      // the older layout: the service's own database in dir/users, tables in public
      const older = await createPGlite(join(dir, 'users'));
      const olderSource = await openDataSource(
        { kind: 'embedded', schema: publicOf(older) },
        { entities: [Counter], migrations: [CreateCounter1700000000000, CreateTicket1700000000001] },
      );
      await olderSource.getRepository(Counter).insert([{ name: 'kept', value: 7, big: '9007199254740993' }]);
      await olderSource.query(`INSERT INTO ticket DEFAULT VALUES; INSERT INTO ticket DEFAULT VALUES`);
      await olderSource.destroy();
      await older.close();

      const postgres = await EmbeddedPostgres.openDataDir(dir);
      const ds = await openDataSource(
        { kind: 'embedded', schema: await postgres.schema('users') },
        {
          entities: [Counter],
          migrations: [CreateCounter1700000000000, CreateTicket1700000000001, AddCounterNote1700000000002],
        },
      );
      try {
        expect(await ds.query(`SELECT name, value, big, note FROM counter`)).toEqual([
          { name: 'kept', value: 7, big: '9007199254740993', note: 'none' },
        ]);
        expect(await ds.query(`INSERT INTO ticket DEFAULT VALUES RETURNING id`)).toEqual([{ id: '3' }]);
        expect(await ds.query(`SELECT name FROM migrations ORDER BY timestamp`)).toEqual([
          { name: 'CreateCounter1700000000000' },
          { name: 'CreateTicket1700000000001' },
          { name: 'AddCounterNote1700000000002' },
        ]);
        expect(readdirSync(dir).sort()).toEqual(['.users-imported', 'postgres']);
      } finally {
        await ds.destroy();
        await postgres.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('lockDataDir', () => {
  it('should refuse a second lock while the owner runs and allow it after release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfl-lock-'));
    try {
      const release = lockDataDir(dir);
      // a lock file naming another live process (our parent) blocks us
      writeFileSync(join(dir, 'instance.lock'), String(process.ppid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      release();
      const again = lockDataDir(dir);
      again();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should take over a lock left by a process that is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sfl-lock-'));
    try {
      writeFileSync(join(dir, 'instance.lock'), '999999');
      const release = lockDataDir(dir);
      release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
