import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { squadsMigrations } from './database/migrations';
import { squadsEntities } from './database/squads.entities';
import { FormationsModule } from './formations/formations.module';
import { ProjectionsModule } from './projections/projections.module';
import { SquadsModule } from './squads/squads.module';
import { SquadsTypes } from './graphql-types';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { PointsModule } from './points/points.module';

export type SquadsAppOptions = SubgraphDependencies;

@Module({})
export class SquadsAppModule {
  static forRoot(options: SquadsAppOptions): DynamicModule {
    return subgraphAppModule(SquadsAppModule, {
      dependencies: options,
      typeScope: SquadsTypes,
      database: { entities: squadsEntities, migrations: squadsMigrations },
      imports: [FormationsModule, ProjectionsModule, SquadsModule, LeaderboardModule, PointsModule],
    });
  }
}
