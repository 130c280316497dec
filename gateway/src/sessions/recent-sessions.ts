import type { Session } from './session-store';

/**
 * How long a session read from the store answers again without asking it: a second, and never
 * more than a tenth of the idle time-to-live, since its expiry slides only when the store is read
 * (a session idle for its whole time-to-live after its last use may be gone up to this much early).
 */
export function recentSessionMs(ttlMs: number): number {
  return Math.min(1_000, ttlMs / 10);
}

// Bounds memory under many distinct cookies: past this, the oldest entries go first.
const MAX_RECENT_SESSIONS = 10_000;

/**
 * The sessions this gateway read from the store in the last `periodMs`, so that a
 * burst of requests of one session (a page's queries, a bench) reads the store once. Every
 * session ended through this gateway (log out, the per-user cap, end-all, a revocation event) is
 * forgotten at once; one ended by another gateway sharing the store is served here at most
 * `periodMs` longer.
 */
export class RecentSessions {
  private readonly entries = new Map<string, { session: Session; until: number }>();

  constructor(private readonly periodMs: number) {}

  get(id: string, now: number): Session | undefined {
    const entry = this.entries.get(id);
    if (entry && entry.until > now) return entry.session;
    if (entry) this.entries.delete(id);
    return undefined;
  }

  remember(session: Session, now: number): void {
    this.entries.delete(session.id);
    if (this.entries.size >= MAX_RECENT_SESSIONS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(session.id, { session, until: now + this.periodMs });
  }

  forget(id: string): void {
    this.entries.delete(id);
  }

  forgetUser(userId: string): void {
    for (const [id, { session }] of this.entries) if (session.userId === userId) this.entries.delete(id);
  }
}
