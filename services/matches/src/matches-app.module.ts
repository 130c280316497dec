import { type DynamicModule, Global, Module } from '@nestjs/common';
import {
  federatedGraphQLModule,
  HealthController,
  subgraphDatabaseModule,
  type SubgraphDependencies,
} from '@sfl/subgraph';
import {
  DEFAULT_SIMULATOR_OPTIONS,
  DEFAULT_WORLD_OPTIONS,
  type SimulatorOptions,
  type WorldOptions,
} from './config/matches.config';
import { matchesEntities } from './database/matches.entities';
import { matchesMigrations } from './database/migrations';
import { FeedModule } from './feed/feed.module';
import { InjuriesModule } from './injuries/injuries.module';
import { MatchesModule } from './matches/matches.module';
import { KEY_VALUE_STORE, LOGGER, SIMULATOR_OPTIONS, WORLD_OPTIONS } from './matches.tokens';
import { SeasonModule } from './season/season.module';
import { SimulatorModule } from './simulator/simulator.module';
import { WorldModule } from './world/world.module';
import { MatchesTypes } from './graphql-types';

export interface MatchesAppOptions extends SubgraphDependencies {
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
        subgraphDatabaseModule(options.database, {
          entities: matchesEntities,
          migrations: matchesMigrations,
        }),
        federatedGraphQLModule(options.logger, { appModule: MatchesAppModule, typeScope: MatchesTypes }),
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
