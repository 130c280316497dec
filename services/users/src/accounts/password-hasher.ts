import { Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. The library declares its
// algorithm enum as an ambient const enum (unusable with isolatedModules); 2 is Argon2id.
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  // Verified against when the username is unknown, so both failures take the same time.
  private readonly decoy = hash('decoy-password-for-timing', ARGON2ID);

  hash(password: string): Promise<string> {
    return hash(password, ARGON2ID);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password);
  }

  async verifyDecoy(password: string): Promise<false> {
    await verify(await this.decoy, password);
    return false;
  }
}
