import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { ChampionshipsModule } from './championships/championships.module';
import { championshipsEntities } from './database/championships.entities';
import { championshipsMigrations } from './database/migrations';
import { ChampionshipsTypes } from './graphql-types';

export interface ChampionshipsAppOptions extends SubgraphDependencies {
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
    });
  }
}
