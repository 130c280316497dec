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
import {
  DEFAULT_SIMULATOR_OPTIONS,
  DEFAULT_WORLD_OPTIONS,
  type SimulatorOptions,
  type WorldOptions,
} from './config/matches.config';
import { matchesEntities } from './database/matches.entities';
import { matchesMigrations } from './database/migrations';
import { FeedModule } from './feed/feed.module';
import { HealthController } from './health/health.controller';
import { InjuriesModule } from './injuries/injuries.module';
import { MatchesModule } from './matches/matches.module';
import { KEY_VALUE_STORE, LOGGER, SIMULATOR_OPTIONS, WORLD_OPTIONS } from './matches.tokens';
import { SeasonModule } from './season/season.module';
import { SimulatorModule } from './simulator/simulator.module';
import { WorldModule } from './world/world.module';

export interface MatchesAppOptions {
  database: DatabaseTarget;
  /** shared by the instances of the subgraph: which one drives the match clock */
  store: KeyValueStore;
  internalSecret: string;
  logger: Logger;
  /** carries the events the matches subgraph records (kick-offs, actions, full time, clean sheets, injuries) */
  eventBus: EventBus;
  /** the generated world and its calendar; default seed 424242, season starting when first seeded */
  world?: WorldOptions;
  /** the match clock; off unless `enabled` (and always off in tests unless a test turns it on) */
  simulator?: SimulatorOptions;
}

@Global()
@Module({})
class MatchesRuntimeModule {
  static forRoot(options: MatchesAppOptions): DynamicModule {
    const providers = [
      { provide: KEY_VALUE_STORE, useValue: options.store },
      { provide: LOGGER, useValue: options.logger },
      { provide: WORLD_OPTIONS, useValue: options.world ?? DEFAULT_WORLD_OPTIONS },
      { provide: SIMULATOR_OPTIONS, useValue: options.simulator ?? DEFAULT_SIMULATOR_OPTIONS },
    ];
    return { module: MatchesRuntimeModule, providers, exports: providers };
  }
}

@Module({})
export class MatchesAppModule {
  static forRoot(options: MatchesAppOptions): DynamicModule {
    return {
      module: MatchesAppModule,
      controllers: [HealthController],
      imports: [
        MatchesRuntimeModule.forRoot(options),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ type: 'postgres', retryAttempts: 0 }),
          dataSourceFactory: () =>
            openDataSource(options.database, { entities: matchesEntities, migrations: matchesMigrations }),
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
            options.logger.error({ err: error }, 'unexpected error in matches subgraph'),
          ),
        }),
        WorldModule,
        SeasonModule,
        MatchesModule,
        InjuriesModule,
        SimulatorModule,
        FeedModule,
      ],
    };
  }
}
