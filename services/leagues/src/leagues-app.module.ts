import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import {
  DEFAULT_LEAGUE_JOIN_QUOTAS,
  LEAGUE_JOIN_QUOTAS,
  type LeagueJoinQuotas,
} from './config/leagues.config';
import { leaguesEntities } from './database/leagues.entities';
import { leaguesMigrations } from './database/migrations';
import { BattlesModule } from './battles/battles.module';
import { LeaguesTypes } from './graphql-types';
import { LeaguesModule } from './leagues/leagues.module';
import { ProjectionsModule } from './projections/projections.module';

export interface LeaguesAppOptions extends SubgraphDependencies {
  leagueJoinQuotas?: LeagueJoinQuotas;
}

@Module({})
export class LeaguesAppModule {
  static forRoot(options: LeaguesAppOptions): DynamicModule {
    return subgraphAppModule(LeaguesAppModule, {
      dependencies: options,
      typeScope: LeaguesTypes,
      database: { entities: leaguesEntities, migrations: leaguesMigrations },
      // One feature per line.
      imports: [
        ProjectionsModule, // what other services tell leagues
        LeaguesModule, // managers' and championships' leagues
        BattlesModule, // head-to-head battles
      ],
      runtimeProviders: [
        { provide: LEAGUE_JOIN_QUOTAS, useValue: options.leagueJoinQuotas ?? DEFAULT_LEAGUE_JOIN_QUOTAS },
      ],
    });
  }
}
