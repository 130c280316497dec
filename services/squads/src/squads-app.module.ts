import { type DynamicModule, Module } from '@nestjs/common';
import { type ActionQuota, subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { DEFAULT_SQUAD_CHANGE_QUOTA, SQUAD_CHANGE_QUOTA } from './config/squads.config';
import { squadsMigrations } from './database/migrations';
import { squadsEntities } from './database/squads.entities';
import { AlertsModule } from './alerts/alerts.module';
import { FormationsModule } from './formations/formations.module';
import { ProjectionsModule } from './projections/projections.module';
import { SquadsModule } from './squads/squads.module';
import { SquadsTypes } from './graphql-types';
import { FootballerModel } from './points/models/footballer.model';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { PointsModule } from './points/points.module';

export interface SquadsAppOptions extends SubgraphDependencies {
  /** how often one manager may change his squad; DEFAULT_SQUAD_CHANGE_QUOTA when not given */
  squadChangeQuota?: ActionQuota;
}

@Module({})
export class SquadsAppModule {
  static forRoot(options: SquadsAppOptions): DynamicModule {
    return subgraphAppModule(SquadsAppModule, {
      dependencies: options,
      typeScope: SquadsTypes,
      extendedEntities: [FootballerModel],
      database: { entities: squadsEntities, migrations: squadsMigrations },
      imports: [
        FormationsModule,
        ProjectionsModule,
        SquadsModule,
        LeaderboardModule,
        PointsModule,
        AlertsModule,
      ],
      runtimeProviders: [
        { provide: SQUAD_CHANGE_QUOTA, useValue: options.squadChangeQuota ?? DEFAULT_SQUAD_CHANGE_QUOTA },
      ],
    });
  }
}
