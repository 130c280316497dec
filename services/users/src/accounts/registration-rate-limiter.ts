import { Inject, Injectable } from '@nestjs/common';
import { clientAddressKey, type KeyValueStore, WindowLimit } from '@sfl/cache';
import { KEY_VALUE_STORE } from '@sfl/subgraph';
import { REGISTRATION_LIMITS, type RegistrationLimits } from '../config/users.config';
import { UsersErrors } from '../users.errors';

/**
 * Registrations are counted per client address within a window, before any hashing, so one
 * address cannot mass-create accounts (or keep the password hasher busy doing it).
 */
@Injectable()
export class RegistrationRateLimiter {
  private readonly perAddress: WindowLimit;

  constructor(
    @Inject(KEY_VALUE_STORE) store: KeyValueStore,
    @Inject(REGISTRATION_LIMITS) limits: RegistrationLimits,
  ) {
    this.perAddress = new WindowLimit(store, {
      prefix: 'registrations:ip',
      limit: limits.maxPerAddress,
      windowMs: limits.windowMs,
    });
  }

  async countAttempt(clientIp: string | null): Promise<void> {
    if (!clientIp) return;
    const verdict = await this.perAddress.take(clientAddressKey(clientIp));
    if (!verdict.allowed) throw UsersErrors.TOO_MANY_REGISTRATIONS(verdict.retryAfterMs);
  }
}
