import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import {
  DEFAULT_SIMULATOR_OPTIONS,
  DEFAULT_WORLD_OPTIONS,
  SIMULATOR_OPTIONS,
  type SimulatorOptions,
  WORLD_OPTIONS,
  type WorldOptions,
} from './config/matches.config';
import { matchesEntities } from './database/matches.entities';
import { matchesMigrations } from './database/migrations';
import { FeedModule } from './feed/feed.module';
import { FootballerFiguresModule } from './footballer-figures/footballer-figures.module';
import { InjuriesModule } from './injuries/injuries.module';
import { MatchesModule } from './matches/matches.module';
import { PointsModule } from './points/points.module';
import { SeasonModule } from './season/season.module';
import { SimulatorModule } from './simulator/simulator.module';
import { WorldModule } from './world/world.module';
import { MatchesTypes } from './graphql-types';

export interface MatchesAppOptions extends SubgraphDependencies {
  /** the generated world and its calendar; default seed 424242, season starting when first seeded */
  world?: WorldOptions;
  /** the match clock; off unless `enabled` (and always off in tests unless a test turns it on) */
  simulator?: SimulatorOptions;
  /** without the simulator: how often lock reminders are checked on real time; null: never (tests) */
  lockReminderCheckMs?: number | null;
}

export const DEFAULT_LOCK_REMINDER_CHECK_MS = 30_000;

@Module({})
export class MatchesAppModule {
  static forRoot(options: MatchesAppOptions): DynamicModule {
    return subgraphAppModule(MatchesAppModule, {
      dependencies: options,
      typeScope: MatchesTypes,
      database: { entities: matchesEntities, migrations: matchesMigrations },
      runtimeProviders: [
        { provide: WORLD_OPTIONS, useValue: options.world ?? DEFAULT_WORLD_OPTIONS },
        { provide: SIMULATOR_OPTIONS, useValue: options.simulator ?? DEFAULT_SIMULATOR_OPTIONS },
      ],
      imports: [
        WorldModule,
        SeasonModule,
        MatchesModule,
        PointsModule,
        InjuriesModule,
        SimulatorModule,
        FeedModule,
        FootballerFiguresModule,
      ],
    });
  }
}
