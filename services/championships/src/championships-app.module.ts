import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { ChampionshipsModule } from './championships/championships.module';
import {
  CHAMPIONSHIP_CREATE_QUOTA,
  type ChampionshipQuotas,
  DEFAULT_CHAMPIONSHIP_QUOTAS,
  PRE_REGISTRATION_QUOTA,
} from './config/championships.config';
import { championshipsEntities } from './database/championships.entities';
import { championshipsMigrations } from './database/migrations';
import { ChampionshipsTypes } from './graphql-types';

export interface ChampionshipsAppOptions extends SubgraphDependencies, Partial<ChampionshipQuotas> {
  /** how often passed registration deadlines are applied; null (tests) leaves it to the test */
  deadlineCheckMs?: number | null;
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
          useValue: options.preRegistrationQuota ?? DEFAULT_CHAMPIONSHIP_QUOTAS.preRegistrationQuota,
        },
        {
          provide: CHAMPIONSHIP_CREATE_QUOTA,
          useValue: options.createQuota ?? DEFAULT_CHAMPIONSHIP_QUOTAS.createQuota,
        },
      ],
    });
  }
}
