import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '@sfl/cache';
import { recentSessionMs, RecentSessions } from './recent-sessions';

export interface Session {
  id: string;
  userId: string;
  /** the user's roles when the session started (a role change takes effect at the next login) */
  roles: string[];
  /** milliseconds since the epoch */
  createdAt: number;
}

export interface SessionLimits {
  /** idle time after which a session ends; every use starts it again */
  ttlMs: number;
  /** age at which a session ends however busy it is */
  maxLifetimeMs: number;
  /** sessions one user may hold; a new one ends the oldest */
  maxPerUser: number;
}

// 32 random bytes, base64url: 43 characters. Anything else in a cookie is not ours.
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const keyOf = (id: string) => `session:${id}`;
// Every session id of a user, by creation time: what "end all" and the per-user cap work from.
const indexOf = (userId: string) => `user-sessions:${userId}`;

/**
 * Server-side sessions over the key-value store: every use slides the expiry, up to an absolute
 * lifetime; each user's sessions are indexed so that all of them can be ended at once. A session
 * read from the store in the last second answers from memory (RecentSessions) until the next read.
 */
export class SessionStore {
  private readonly recent: RecentSessions;

  constructor(
    private readonly store: KeyValueStore,
    private readonly limits: SessionLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.recent = new RecentSessions(recentSessionMs(limits.ttlMs));
  }

  async create(userId: string, roles: string[]): Promise<Session> {
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      userId,
      roles,
      createdAt: this.now(),
    };
    await this.store.set(
      keyOf(session.id),
      JSON.stringify({ userId, roles, createdAt: session.createdAt }),
      this.limits.ttlMs,
    );
    // No session outlives its lifetime, so neither must the index that finds it.
    const pushedOut = await this.store.addToCappedSet(
      indexOf(userId),
      session.id,
      session.createdAt,
      this.limits.maxPerUser,
      this.limits.maxLifetimeMs,
    );
    for (const id of pushedOut) this.recent.forget(id);
    await Promise.all(pushedOut.map((id) => this.store.delete(keyOf(id))));
    return session;
  }

  /** The live session with this id, its expiry pushed back by a full time-to-live; else null. */
  async resume(id: string): Promise<Session | null> {
    if (!SESSION_ID_PATTERN.test(id)) return null;
    const now = this.now();
    const recent = this.recent.get(id, now);
    if (recent) return recent.createdAt + this.limits.maxLifetimeMs > now ? recent : this.expire(id);
    // Read and slide in one round trip; only a session in its last time-to-live of lifetime
    // needs a second one to end its expiry at the lifetime instead.
    const stored = await this.store.getAndTouch(keyOf(id), this.limits.ttlMs);
    if (stored === null) return null;
    const { userId, roles, createdAt } = JSON.parse(stored) as Omit<Session, 'id'>;
    const lifetimeLeft = createdAt + this.limits.maxLifetimeMs - now;
    if (lifetimeLeft <= 0) return this.expire(id);
    if (lifetimeLeft < this.limits.ttlMs && !(await this.store.touch(keyOf(id), lifetimeLeft))) return null;
    const session = { id, userId, roles: roles ?? [], createdAt };
    this.recent.remember(session, now);
    return session;
  }

  private async expire(id: string): Promise<null> {
    await this.destroy(id);
    return null;
  }

  // Forgotten before and after: a read in flight meanwhile answers before the deletion does, and
  // must not leave the session behind in memory.
  async destroy(id: string): Promise<void> {
    this.recent.forget(id);
    const stored = await this.store.get(keyOf(id));
    await this.store.delete(keyOf(id));
    this.recent.forget(id);
    if (stored !== null) {
      const { userId } = JSON.parse(stored) as Pick<Session, 'userId'>;
      await this.store.removeFromSet(indexOf(userId), id);
    }
  }

  /** Ends every session of the user (log out everywhere, a revoked role). */
  async destroyAllOf(userId: string): Promise<void> {
    this.recent.forgetUser(userId);
    const ids = await this.store.setMembers(indexOf(userId));
    await Promise.all(ids.map((id) => this.store.delete(keyOf(id))));
    await this.store.delete(indexOf(userId));
    this.recent.forgetUser(userId);
  }
}
