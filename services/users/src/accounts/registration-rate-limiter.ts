import { Inject, Injectable } from '@nestjs/common';
import { clientAddressKey, type KeyValueStore } from '@sfl/cache';
import { AccountException } from './account.exception';
import { KEY_VALUE_STORE, REGISTRATION_LIMITS } from './accounts.tokens';
import { countAttempt } from './windowed-counter';
import type { RegistrationLimits } from '../config/users.config';

/**
 * Registrations are counted per client address within a window, before any hashing, so one
 * address cannot mass-create accounts (or keep the password hasher busy doing it).
 */
@Injectable()
export class RegistrationRateLimiter {
  constructor(
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(REGISTRATION_LIMITS) private readonly limits: RegistrationLimits,
  ) {}

  async countAttempt(clientIp: string | null): Promise<void> {
    if (!clientIp) return;
    const key = `registrations:ip:${clientAddressKey(clientIp)}`;
    const verdict = await countAttempt(this.store, key, this.limits.maxPerAddress, this.limits.windowMs);
    if (!verdict.allowed) throw AccountException.tooManyRegistrations(verdict.retryAfterMs);
  }
}
