import { type DynamicModule, Module } from '@nestjs/common';
import type { ChainReader } from '@sfl/sui-chain';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { AccountsModule } from './accounts/accounts.module';
import {
  type AccountLimits,
  APP_DOMAIN,
  DEFAULT_ACCOUNT_LIMITS,
  DEFAULT_APP_DOMAIN,
  LOGIN_LIMITS,
  LOGOUT_EVERYWHERE_QUOTA,
  PASSWORD_HASH_LIMITS,
  REGISTRATION_LIMITS,
  WALLET_LINK_QUOTA,
} from './config/users.config';
import { usersMigrations } from './database/migrations';
import { usersEntities } from './database/users.entities';
import { WalletsModule } from './wallets/wallets.module';
import { UsersTypes } from './graphql-types';

export interface UsersAppOptions extends SubgraphDependencies, Partial<AccountLimits> {
  /** verifies wallet signatures (zkLogin ones through the Sui full node) */
  chain: Pick<ChainReader, 'verifyPersonalMessage'>;
  /** the host (and port) users reach the product at, named in wallet-link messages */
  appDomain?: string;
}

@Module({})
export class UsersAppModule {
  static forRoot(options: UsersAppOptions): DynamicModule {
    return subgraphAppModule(UsersAppModule, {
      dependencies: options,
      typeScope: UsersTypes,
      database: { entities: usersEntities, migrations: usersMigrations },
      chain: options.chain,
      runtimeProviders: [
        { provide: LOGIN_LIMITS, useValue: options.loginLimits ?? DEFAULT_ACCOUNT_LIMITS.loginLimits },
        {
          provide: REGISTRATION_LIMITS,
          useValue: options.registrationLimits ?? DEFAULT_ACCOUNT_LIMITS.registrationLimits,
        },
        {
          provide: PASSWORD_HASH_LIMITS,
          useValue: options.passwordHashLimits ?? DEFAULT_ACCOUNT_LIMITS.passwordHashLimits,
        },
        {
          provide: WALLET_LINK_QUOTA,
          useValue: options.walletLinkQuota ?? DEFAULT_ACCOUNT_LIMITS.walletLinkQuota,
        },
        {
          provide: LOGOUT_EVERYWHERE_QUOTA,
          useValue: options.logoutEverywhereQuota ?? DEFAULT_ACCOUNT_LIMITS.logoutEverywhereQuota,
        },
        { provide: APP_DOMAIN, useValue: options.appDomain ?? DEFAULT_APP_DOMAIN },
      ],
      imports: [AccountsModule, WalletsModule],
    });
  }
}
