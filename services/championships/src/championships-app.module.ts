import { type DynamicModule, Module } from '@nestjs/common';
import { type ActionQuota, subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { ChampionshipsModule } from './championships/championships.module';
import { DEFAULT_PRE_REGISTRATION_QUOTA, PRE_REGISTRATION_QUOTA } from './config/championships.config';
import { championshipsEntities } from './database/championships.entities';
import { championshipsMigrations } from './database/migrations';
import { ChampionshipsTypes } from './graphql-types';

export interface ChampionshipsAppOptions extends SubgraphDependencies {
  /** how often passed registration deadlines are applied; null (tests) leaves it to the test */
  deadlineCheckMs?: number | null;
  /** how often one manager may pre-register; DEFAULT_PRE_REGISTRATION_QUOTA when not given */
  preRegistrationQuota?: ActionQuota;
}

@Module({})
export class ChampionshipsAppModule {
  static forRoot(options: ChampionshipsAppOptions): DynamicModule {
    return subgraphAppModule(ChampionshipsAppModule, {
      dependencies: options,
      typeScope: ChampionshipsTypes,
      database: { entities: championshipsEntities, migrations: championshipsMigrations },
      imports: [ChampionshipsModule],
      runtimeProviders: [
        {
          provide: PRE_REGISTRATION_QUOTA,
          useValue: options.preRegistrationQuota ?? DEFAULT_PRE_REGISTRATION_QUOTA,
        },
      ],
    });
  }
}
