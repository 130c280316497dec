import { type DynamicModule, Module } from '@nestjs/common';
import { subgraphAppModule, type SubgraphDependencies } from '@sfl/subgraph';
import { leaguesEntities } from './database/leagues.entities';
import { leaguesMigrations } from './database/migrations';
import { BattlesModule } from './battles/battles.module';
import { LeaguesTypes } from './graphql-types';
import { LeaguesModule } from './leagues/leagues.module';
import { ProjectionsModule } from './projections/projections.module';

export type LeaguesAppOptions = SubgraphDependencies;

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
    });
  }
}
