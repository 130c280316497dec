import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import {
  DEFAULT_LEAGUE_JOIN_QUOTAS,
  DEFAULT_LEAGUES_LIMITS,
  LEAGUE_JOIN_QUOTAS,
  LEAGUES_LIMITS,
  type LeagueJoinQuotas,
  type LeaguesLimits,
} from './config/leagues.config';
import { leaguesEntities } from './database/leagues.entities';
import { leaguesMigrations } from './database/migrations';
import { BattlesModule } from './battles/battles.module';
import { LeaguesTypes } from './graphql-types';
import { LeaguesModule } from './leagues/leagues.module';
import { ProjectionsModule } from './projections/projections.module';

export interface LeaguesAppOptions extends SubgraphDependencies {
  /** how often one manager may join leagues and guess invite codes; the documented defaults when absent */
  leagueJoinQuotas?: LeagueJoinQuotas;
  /** quotas and caps of leagues and battles; the documented defaults when absent */
  limits?: LeaguesLimits;
  /** how often leagues due for settlement are looked for besides after each final figure; null (tests) leaves it to the test */
  settlementRoundMs?: number | null;
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
        { provide: LEAGUES_LIMITS, useValue: options.limits ?? DEFAULT_LEAGUES_LIMITS },
      ],
    });
  }
}
