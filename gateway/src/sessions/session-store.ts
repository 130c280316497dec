import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '@sfl/cache';

export interface Session {
  id: string;
  userId: string;
  /** the user's roles when the session started (a role change takes effect at the next login) */
  roles: string[];
  /** milliseconds since the epoch */
  createdAt: number;
}

// 32 random bytes, base64url: 43 characters. Anything else in a cookie is not ours.
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const keyOf = (id: string) => `session:${id}`;

/** Server-side sessions over the key-value store; every use slides the expiry. */
export class SessionStore {
  constructor(
    private readonly store: KeyValueStore,
    readonly ttlMs: number,
  ) {}

  async create(userId: string, roles: string[]): Promise<Session> {
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      userId,
      roles,
      createdAt: Date.now(),
    };
    await this.store.set(
      keyOf(session.id),
      JSON.stringify({ userId, roles, createdAt: session.createdAt }),
      this.ttlMs,
    );
    return session;
  }

  /** The live session with this id, its expiry pushed back by a full time-to-live; else null. */
  async resume(id: string): Promise<Session | null> {
    if (!SESSION_ID_PATTERN.test(id)) return null;
    const stored = await this.store.get(keyOf(id));
    if (stored === null || !(await this.store.touch(keyOf(id), this.ttlMs))) return null;
    const { userId, roles, createdAt } = JSON.parse(stored) as Omit<Session, 'id'>;
    return { id, userId, roles: roles ?? [], createdAt };
  }

  async destroy(id: string): Promise<void> {
    await this.store.delete(keyOf(id));
  }
}
