import { Inject, Injectable } from '@nestjs/common';
import { clientAddressKey, type KeyValueStore } from '@sfl/cache';
import { AccountException } from './account.exception';
import { KEY_VALUE_STORE, LOGIN_LIMITS } from './accounts.tokens';
import { countAttempt } from './windowed-counter';
import type { LoginLimits } from '../config/users.config';

/**
 * Login attempts are counted per username and per client address within a window, before the
 * password is checked; once either count passes its limit, further attempts are refused (429)
 * until the window ends, whether or not the password would have been right. A successful login
 * takes its own attempt back and clears the username's count.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
  ) {}

  private keys(usernameKey: string, clientIp: string | null) {
    const keys = [{ key: userKey(usernameKey), max: this.limits.maxFailuresPerUsername }];
    if (clientIp) keys.push({ key: addressKey(clientIp), max: this.limits.maxFailuresPerAddress });
    return keys;
  }

  /** Counts this attempt as a failure until `recordSuccess` says otherwise; 429 past a limit. */
  async countAttempt(usernameKey: string, clientIp: string | null): Promise<void> {
    const verdicts = await Promise.all(
      this.keys(usernameKey, clientIp).map(({ key, max }) =>
        countAttempt(this.store, key, max, this.limits.windowMs),
      ),
    );
    const refused = verdicts.find((verdict) => !verdict.allowed);
    if (refused && !refused.allowed) throw AccountException.tooManyAttempts(refused.retryAfterMs);
  }

  async recordSuccess(usernameKey: string, clientIp: string | null): Promise<void> {
    await this.store.delete(userKey(usernameKey));
    if (clientIp) await this.store.decrement(addressKey(clientIp));
  }
}

const userKey = (usernameKey: string) => `login-failures:user:${usernameKey}`;
const addressKey = (clientIp: string) => `login-failures:ip:${clientAddressKey(clientIp)}`;
