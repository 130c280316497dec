import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { DEFAULT_LEAGUES_LIMITS, LEAGUES_LIMITS, type LeaguesLimits } from './config/leagues.config';
import { leaguesEntities } from './database/leagues.entities';
import { leaguesMigrations } from './database/migrations';
import { BattlesModule } from './battles/battles.module';
import { LeaguesTypes } from './graphql-types';
import { LeaguesModule } from './leagues/leagues.module';
import { ProjectionsModule } from './projections/projections.module';

export interface LeaguesAppOptions extends SubgraphDependencies {
  /** quotas and caps of leagues, invite codes and battles; the documented defaults when absent */
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
      runtimeProviders: [{ provide: LEAGUES_LIMITS, useValue: options.limits ?? DEFAULT_LEAGUES_LIMITS }],
    });
  }
}
