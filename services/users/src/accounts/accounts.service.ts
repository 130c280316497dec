import { Inject, Injectable } from '@nestjs/common';
import { UserRegistered } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import { type ActionQuota, ActionQuotas } from '@sfl/subgraph';
import { LOGOUT_EVERYWHERE_QUOTA } from '../config/users.config';
import { AccountsRepository } from './accounts.repository';
import {
  assertValidRegistration,
  isAcceptablePassword,
  isWellFormedUsername,
  usernameKey,
} from './credential-rules';
import type { UserAccountEntity } from './entities/user-account.entity';
import { LoginRateLimiter } from './login-rate-limiter';
import { PasswordHasher } from './password-hasher';
import { RegistrationRateLimiter } from './registration-rate-limiter';
import { recordSessionsRevoked } from './sessions-revoked';
import { UsersErrors } from '../users.errors';

@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly rateLimiter: LoginRateLimiter,
    private readonly registrationLimiter: RegistrationRateLimiter,
    private readonly quotas: ActionQuotas,
    @Inject(LOGOUT_EVERYWHERE_QUOTA) private readonly logoutEverywhereQuota: ActionQuota,
  ) {}

  findById(id: string) {
    return this.accounts.findById(id);
  }

  findByIds(ids: string[]) {
    return ids.length ? this.accounts.findByIds(ids) : Promise.resolve([]);
  }

  async register(username: string, password: string, clientIp: string | null): Promise<UserAccountEntity> {
    assertValidRegistration(username, password);
    await this.registrationLimiter.countAttempt(clientIp);
    const account = await this.accounts.insert(
      { username, usernameKey: usernameKey(username), passwordHash: await this.hasher.hash(password) },
      (manager, saved) =>
        recordEvent(manager, UserRegistered, {
          aggregateId: saved.id,
          payload: {
            userId: saved.id,
            username: saved.username,
            registeredAt: saved.createdAt.toISOString(),
          },
        }),
    );
    if (!account) throw UsersErrors.USERNAME_TAKEN();
    return account;
  }

  async login(username: string, password: string, clientIp: string | null): Promise<UserAccountEntity> {
    const key = usernameKey(username);
    await this.rateLimiter.countAttempt(key, clientIp);
    const account = await this.authenticate(key, username, password);
    if (!account) throw UsersErrors.INVALID_CREDENTIALS();
    await this.rateLimiter.recordSuccess(key, clientIp);
    return account;
  }

  /** Ends every session of the user, on every device and gateway. */
  async logoutEverywhere(userId: string): Promise<void> {
    await this.quotas.take('logout-everywhere', 'log-outs everywhere', userId, this.logoutEverywhereQuota);
    await this.accounts.transaction((manager) =>
      recordSessionsRevoked(manager, userId, 'logged-out-everywhere'),
    );
  }

  private async authenticate(key: string, username: string, password: string) {
    // Input that could never have been registered is a failed attempt, not a validation error.
    const account =
      isWellFormedUsername(username) && isAcceptablePassword(password)
        ? await this.accounts.findByUsernameKey(key)
        : null;
    const matches = account
      ? await this.hasher.verify(account.passwordHash, password)
      : await this.hasher.verifyDecoy(password.slice(0, 128));
    return matches ? account : null;
  }
}
