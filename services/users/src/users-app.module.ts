import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ChainReader } from '@sfl/sui-chain';
import {
  federatedGraphQLModule,
  HealthController,
  subgraphDatabaseModule,
  type SubgraphDependencies,
} from '@sfl/subgraph';
import { AccountsModule } from './accounts/accounts.module';
import {
  CHAIN_READER,
  INTERNAL_SECRET,
  KEY_VALUE_STORE,
  LOGIN_LIMITS,
  PASSWORD_HASH_LIMITS,
  REGISTRATION_LIMITS,
} from './accounts/accounts.tokens';
import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS, DEFAULT_APP_DOMAIN } from './config/users.config';
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

@Global()
@Module({})
class UsersRuntimeModule {
  static forRoot(options: UsersAppOptions): DynamicModule {
    const providers = [
      { provide: KEY_VALUE_STORE, useValue: options.store },
      { provide: INTERNAL_SECRET, useValue: options.internalSecret },
      { provide: LOGIN_LIMITS, useValue: options.loginLimits ?? DEFAULT_ACCOUNT_LIMITS.loginLimits },
      {
        provide: REGISTRATION_LIMITS,
        useValue: options.registrationLimits ?? DEFAULT_ACCOUNT_LIMITS.registrationLimits,
      },
      {
        provide: PASSWORD_HASH_LIMITS,
        useValue: options.passwordHashLimits ?? DEFAULT_ACCOUNT_LIMITS.passwordHashLimits,
      },
      { provide: CHAIN_READER, useValue: options.chain },
    ];
    return { module: UsersRuntimeModule, providers, exports: providers };
  }
}

@Module({})
export class UsersAppModule {
  static forRoot(options: UsersAppOptions): DynamicModule {
    return {
      module: UsersAppModule,
      controllers: [HealthController],
      imports: [
        UsersRuntimeModule.forRoot(options),
        subgraphDatabaseModule(options.database, {
          entities: usersEntities,
          migrations: usersMigrations,
        }),
        federatedGraphQLModule(options.logger, { appModule: UsersAppModule, typeScope: UsersTypes }),
        AccountsModule,
        WalletsModule.forRoot({ appDomain: options.appDomain ?? DEFAULT_APP_DOMAIN }),
      ],
    };
  }
}
