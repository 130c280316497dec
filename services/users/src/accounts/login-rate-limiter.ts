import { Inject, Injectable } from '@nestjs/common';
import { clientAddressKey, type KeyValueStore, WindowLimit } from '@sfl/cache';
import { KEY_VALUE_STORE } from '@sfl/subgraph';
import { LOGIN_LIMITS, type LoginLimits } from '../config/users.config';
import { UsersErrors } from '../users.errors';

const USER_PREFIX = 'login-failures:user';
const ADDRESS_PREFIX = 'login-failures:ip';

/**
 * Login attempts are counted per username and per client address within a window, before the
 * password is checked; once either count passes its limit, further attempts are refused (429)
 * until the window ends, whether or not the password would have been right. A successful login
 * takes its own attempt back and clears the username's count.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly perUsername: WindowLimit;
  private readonly perAddress: WindowLimit;

  constructor(
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(LOGIN_LIMITS) limits: LoginLimits,
  ) {
    const { windowMs } = limits;
    this.perUsername = new WindowLimit(store, {
      prefix: USER_PREFIX,
      limit: limits.maxFailuresPerUsername,
      windowMs,
    });
    this.perAddress = new WindowLimit(store, {
      prefix: ADDRESS_PREFIX,
      limit: limits.maxFailuresPerAddress,
      windowMs,
    });
  }

  /** Counts this attempt as a failure until `recordSuccess` says otherwise; 429 past a limit. */
  async countAttempt(usernameKey: string, clientIp: string | null): Promise<void> {
    const verdicts = await Promise.all([
      this.perUsername.take(usernameKey),
      clientIp ? this.perAddress.take(clientAddressKey(clientIp)) : { allowed: true as const },
    ]);
    for (const verdict of verdicts)
      if (!verdict.allowed) throw UsersErrors.TOO_MANY_ATTEMPTS(verdict.retryAfterMs);
  }

  async recordSuccess(usernameKey: string, clientIp: string | null): Promise<void> {
    await this.store.delete(`${USER_PREFIX}:${usernameKey}`);
    if (clientIp) await this.store.decrement(`${ADDRESS_PREFIX}:${clientAddressKey(clientIp)}`);
  }
}
