import { Inject, Injectable } from '@nestjs/common';
import type { KeyValueStore } from '@sfl/cache';
import { AccountException } from './account.exception';
import { KEY_VALUE_STORE, LOGIN_LIMITS } from './accounts.tokens';
import type { LoginLimits } from '../config/users.config';

/**
 * Failed logins are counted per username and per client address within a window; once either
 * count reaches its limit, further attempts are refused (429) until the window ends, whether
 * or not the password would have been right.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
  ) {}

  private keys(usernameKey: string, clientIp: string | null) {
    const keys = [{ key: `login-failures:user:${usernameKey}`, max: this.limits.maxFailuresPerUsername }];
    if (clientIp) keys.push({ key: `login-failures:ip:${clientIp}`, max: this.limits.maxFailuresPerAddress });
    return keys;
  }

  async assertAllowed(usernameKey: string, clientIp: string | null): Promise<void> {
    for (const { key, max } of this.keys(usernameKey, clientIp)) {
      const failures = Number((await this.store.get(key)) ?? 0);
      if (failures >= max)
        throw AccountException.tooManyAttempts((await this.store.ttl(key)) ?? this.limits.windowMs);
    }
  }

  async recordFailure(usernameKey: string, clientIp: string | null): Promise<void> {
    for (const { key } of this.keys(usernameKey, clientIp))
      await this.store.increment(key, this.limits.windowMs);
  }

  async recordSuccess(usernameKey: string): Promise<void> {
    await this.store.delete(`login-failures:user:${usernameKey}`);
  }
}
