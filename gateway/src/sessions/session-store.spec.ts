import { MemoryStore } from '@sfl/cache';
import { SessionStore } from './session-store';

const TTL_MS = 1_000;
const limits = { ttlMs: TTL_MS, maxLifetimeMs: 3 * TTL_MS, maxPerUser: 3 };

describe('SessionStore', () => {
  let now: number;
  let store: MemoryStore;
  let sessions: SessionStore;

  beforeEach(() => {
    now = 1_700_000_000_000;
    store = new MemoryStore(() => now);
    sessions = new SessionStore(store, limits, () => now);
  });
  afterEach(() => store.close());

  it('should create a session under an unguessable 43-character id', async () => {
    const a = await sessions.create('user-1', []);
    const b = await sessions.create('user-1', []);
    expect(a.id).toMatch(/^[\w-]{43}$/);
    expect(b.id).not.toBe(a.id);
    expect(await sessions.resume(a.id)).toEqual(a);
  });

  it('should slide the expiry on every resume', async () => {
    const { id } = await sessions.create('user-1', []);
    now += TTL_MS * 0.9;
    expect(await sessions.resume(id)).not.toBeNull();
    now += TTL_MS * 0.9;
    expect(await sessions.resume(id)).not.toBeNull();
    expect(await store.ttl(`session:${id}`)).toBe(TTL_MS);
  });

  it('should forget a session after a full idle period', async () => {
    const { id } = await sessions.create('user-1', []);
    now += TTL_MS;
    expect(await sessions.resume(id)).toBeNull();
  });

  it('should forget a destroyed session', async () => {
    const { id } = await sessions.create('user-1', []);
    await sessions.destroy(id);
    expect(await sessions.resume(id)).toBeNull();
  });

  it.each(['', 'short', 'x'.repeat(44), `${'a'.repeat(42)}/`])(
    'should not look up the malformed id %p',
    async (id) => {
      await store.set(`session:${id}`, JSON.stringify({ userId: 'planted', createdAt: now }), TTL_MS);
      expect(await sessions.resume(id)).toBeNull();
    },
  );

  it('should end a session at its absolute lifetime however often it is used', async () => {
    const { id } = await sessions.create('user-1', []);
    for (let used = 0; used < 3; used++) {
      now += TTL_MS * 0.9;
      expect(await sessions.resume(id)).not.toBeNull();
    }
    now += TTL_MS * 0.9;
    expect(await sessions.resume(id)).toBeNull();
    expect(await store.get(`session:${id}`)).toBeNull();
  });

  it('should not slide the expiry past the absolute lifetime', async () => {
    const { id } = await sessions.create('user-1', []);
    for (let used = 0; used < 3; used++) {
      now += TTL_MS * 0.9;
      expect(await sessions.resume(id)).not.toBeNull();
    }
    expect(await store.ttl(`session:${id}`)).toBe(limits.maxLifetimeMs - 3 * TTL_MS * 0.9);
  });

  it('should end the oldest session when a user opens one more than allowed', async () => {
    const opened = [];
    for (let i = 0; i <= limits.maxPerUser; i++) {
      opened.push(await sessions.create('user-1', []));
      now += 1;
    }
    const other = await sessions.create('user-2', []);
    expect(await sessions.resume(opened[0].id)).toBeNull();
    for (const { id } of opened.slice(1)) expect(await sessions.resume(id)).not.toBeNull();
    expect(await sessions.resume(other.id)).not.toBeNull();
  });

  it("should end every session of one user and no one else's", async () => {
    const mine = [await sessions.create('user-1', []), await sessions.create('user-1', [])];
    const theirs = await sessions.create('user-2', []);
    await sessions.destroyAllOf('user-1');
    for (const { id } of mine) expect(await sessions.resume(id)).toBeNull();
    expect(await sessions.resume(theirs.id)).not.toBeNull();
  });

  describe('sessions read in the last moment (a tenth of the time-to-live here)', () => {
    const RECENT_MS = TTL_MS / 10;

    it('should answer from memory for that long, then from the store again', async () => {
      const { id } = await sessions.create('user-1', []);
      expect(await sessions.resume(id)).not.toBeNull();
      // Another gateway sharing the store ends it: this one learns at its next read.
      await store.delete(`session:${id}`);
      now += RECENT_MS - 1;
      expect(await sessions.resume(id)).not.toBeNull();
      now += 1;
      expect(await sessions.resume(id)).toBeNull();
    });

    it('should forget at once a session ended through this gateway', async () => {
      const { id } = await sessions.create('user-1', []);
      const others = [await sessions.create('user-2', []), await sessions.create('user-2', [])];
      for (const session of [{ id }, ...others]) expect(await sessions.resume(session.id)).not.toBeNull();

      await sessions.destroy(id);
      await sessions.destroyAllOf('user-2');

      for (const session of [{ id }, ...others]) expect(await sessions.resume(session.id)).toBeNull();
    });

    it('should forget at once a session the per-user cap ended', async () => {
      const oldest = await sessions.create('user-1', []);
      expect(await sessions.resume(oldest.id)).not.toBeNull();
      for (let i = 0; i < limits.maxPerUser; i++) {
        now += 1;
        await sessions.create('user-1', []);
      }
      expect(await sessions.resume(oldest.id)).toBeNull();
    });

    it('should end a session at its absolute lifetime even within that moment', async () => {
      const { id, createdAt } = await sessions.create('user-1', []);
      for (const at of [0.3, 0.6, 0.9, 0.99]) {
        now = createdAt + limits.maxLifetimeMs * at;
        expect(await sessions.resume(id)).not.toBeNull();
      }
      now += RECENT_MS / 2;
      expect(await sessions.resume(id)).toBeNull();
    });
  });
});
