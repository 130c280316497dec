import { Inject, Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { PASSWORD_HASH_LIMITS, type PasswordHashLimits } from '../config/users.config';
import { UsersErrors } from '../users.errors';

// OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. The library declares its
// algorithm enum as an ambient const enum (unusable with isolatedModules); 2 is Argon2id.
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2id behind a bounded queue: at most `concurrency` hashes run at once (each takes 19 MiB
 * and a thread) and at most `queueLimit` wait; anything beyond is refused at once, so a flood of
 * registrations or logins cannot take all memory and threads from the process.
 */
@Injectable()
export class PasswordHasher {
  private readonly slots: pLimit.Limit;
  // Verified against when the username is unknown, so both failures take the same time.
  private readonly decoy = hash('decoy-password-for-timing', ARGON2ID);

  constructor(@Inject(PASSWORD_HASH_LIMITS) private readonly limits: PasswordHashLimits) {
    this.slots = pLimit(limits.concurrency);
  }

  hash(password: string): Promise<string> {
    return this.queued(() => hash(password, ARGON2ID));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.queued(() => verify(passwordHash, password));
  }

  async verifyDecoy(password: string): Promise<false> {
    const decoy = await this.decoy;
    await this.queued(() => verify(decoy, password));
    return false;
  }

  private queued<T>(work: () => Promise<T>): Promise<T> {
    const waitingOrRunning = this.slots.activeCount + this.slots.pendingCount;
    if (waitingOrRunning >= this.limits.concurrency + this.limits.queueLimit)
      return Promise.reject(UsersErrors.SERVER_BUSY());
    return this.slots(work);
  }
}
