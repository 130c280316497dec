import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../projections/projections.module';
import { LeagueFieldsResolver } from './league-fields.resolver';
import { LeagueStandingsService } from './league-standings.service';
import { LeagueViewsService } from './league-views.service';
import { LeaguesRepository } from './leagues.repository';
import { LeaguesResolver } from './leagues.resolver';
import { MembershipFieldsResolver } from './membership-fields.resolver';

@Module({
  imports: [ProjectionsModule],
  providers: [
    LeaguesRepository,
    LeagueViewsService,
    LeagueStandingsService,
    LeaguesResolver,
    LeagueFieldsResolver,
    MembershipFieldsResolver,
  ],
})
export class LeaguesModule {}
