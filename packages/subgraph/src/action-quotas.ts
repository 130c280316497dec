import { Inject, Injectable } from '@nestjs/common';
import { type KeyValueStore, WindowLimit } from '@sfl/cache';
import { defineExceptions, ErrorCode, retryAfterText } from '@sfl/errors';
import { KEY_VALUE_STORE } from './subgraph-tokens';

/** How often one manager may do one thing: `limit` times per `windowMs`. */
export interface ActionQuota {
  limit: number;
  windowMs: number;
}

/** The refusals every subgraph's quotas share (429 through the REST facade, with Retry-After). */
export const QuotaErrors = defineExceptions({
  RATE_LIMITED: {
    code: ErrorCode.TooManyRequests,
    message: (what: string, retryAfterMs: number) =>
      `Too many ${what}. Try again in ${retryAfterText(retryAfterMs, 'second')}.`,
    retryAfterMs: (_what: string, retryAfterMs: number) => retryAfterMs,
  },
  TOO_MANY_OPEN: {
    code: ErrorCode.TooManyRequests,
    message: (what: string, cap: number, _retryAfterMs: number) =>
      `You already have ${cap} ${what} open, the most one manager may have. Finish or cancel one first.`,
    retryAfterMs: (_what: string, _cap: number, retryAfterMs: number) => retryAfterMs,
  },
});

/**
 * Per-manager rate limits of creating mutations, counted in the shared store (Redis in the
 * services mode) so every replica of a subgraph counts the same calls. `take` counts the call
 * before it runs and throws RATE_LIMITED once the manager is over the quota.
 */
@Injectable()
export class ActionQuotas {
  private readonly limits = new Map<string, WindowLimit>();

  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  /** `action` names the counter ("league-create"); `what` is the refusal's words ("leagues created"). */
  async take(action: string, what: string, managerId: string, quota: ActionQuota): Promise<void> {
    const verdict = await this.limitFor(action, quota).take(managerId);
    if (!verdict.allowed) throw QuotaErrors.RATE_LIMITED(what, verdict.retryAfterMs);
  }

  /**
   * Gives back a call `take` counted, for a quota on failures: the call is counted before it runs
   * (parallel calls cannot slip past the limit) and given back when it did not fail.
   */
  giveBack(action: string, managerId: string, quota: ActionQuota): Promise<void> {
    return this.limitFor(action, quota).giveBack(managerId);
  }

  private limitFor(action: string, quota: ActionQuota): WindowLimit {
    const key = `${action}:${quota.limit}:${quota.windowMs}`;
    let limit = this.limits.get(key);
    if (!limit) {
      limit = new WindowLimit(this.store, { prefix: `quota:${action}`, ...quota });
      this.limits.set(key, limit);
    }
    return limit;
  }
}

/**
 * Refuses a new open item (a listing, a pending purchase, a battle) once the manager already has
 * `cap` open. `retryAfterMs` is when one is likely to close (seconds for a pending purchase).
 */
export function assertUnderOpenCap(what: string, open: number, cap: number, retryAfterMs = 60_000): void {
  if (open >= cap) throw QuotaErrors.TOO_MANY_OPEN(what, cap, retryAfterMs);
}
