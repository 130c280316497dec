import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { KeyValueStore } from '@sfl/cache';
import { openDataSource, type DatabaseTarget } from '@sfl/database';
import type { EventBus } from '@sfl/events';
import { createGraphQLErrorFormatter } from '@sfl/errors';
import type { Logger } from '@sfl/logging';
import { AccountsModule } from './accounts/accounts.module';
import { INTERNAL_SECRET, KEY_VALUE_STORE, LOGIN_LIMITS } from './accounts/accounts.tokens';
import { UserAccountEntity } from './accounts/entities/user-account.entity';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './config/users.config';
import { usersMigrations } from './database/migrations';
import { HealthController } from './health/health.controller';

export interface UsersAppOptions {
  database: DatabaseTarget;
  store: KeyValueStore;
  internalSecret: string;
  logger: Logger;
  /** carries the events the users subgraph records (UserRegistered) to their consumers */
  eventBus: EventBus;
  loginLimits?: LoginLimits;
}

@Global()
@Module({})
class UsersRuntimeModule {
  static forRoot(options: UsersAppOptions): DynamicModule {
    const providers = [
      { provide: KEY_VALUE_STORE, useValue: options.store },
      { provide: INTERNAL_SECRET, useValue: options.internalSecret },
      { provide: LOGIN_LIMITS, useValue: options.loginLimits ?? DEFAULT_LOGIN_LIMITS },
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
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ type: 'postgres', retryAttempts: 0 }),
          dataSourceFactory: () =>
            openDataSource(options.database, { entities: [UserAccountEntity], migrations: usersMigrations }),
        }),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          autoSchemaFile: { federation: 2 },
          context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
          graphiql: false,
          introspection: false,
          includeStacktraceInErrorResponses: false,
          // Per-field traces are only for Apollo's hosted studio; nothing here reads them. The cast
          // bridges @apollo/server's CJS and ESM type declarations of the same plugin type.
          plugins: [
            ApolloServerPluginInlineTraceDisabled(),
          ] as unknown as ApolloFederationDriverConfig['plugins'],
          formatError: createGraphQLErrorFormatter((error) =>
            options.logger.error({ err: error }, 'unexpected error in users subgraph'),
          ),
        }),
        AccountsModule,
      ],
    };
  }
}
