import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../projections/projections.module';
import { ChampionshipLeaguesConsumer } from './championship-leagues.consumer';
import { ChampionshipLeaguesService } from './championship-leagues.service';
import { InviteCodeGuesses } from './invite-code-guesses';
import { LeagueFieldsResolver, LeagueGameweekFieldsResolver } from './league-fields.resolver';
import { LeagueFundingService } from './league-funding.service';
import { LeagueSettlementDueRepository } from './league-settlement-due.repository';
import { LeagueSettlementService } from './league-settlement.service';
import { LeagueStakesConsumer } from './league-stakes.consumer';
import { LeagueStakesRepository } from './league-stakes.repository';
import { LeagueStakesService } from './league-stakes.service';
import { LeagueStandingsRepository } from './league-standings.repository';
import { LeagueStandingsService } from './league-standings.service';
import { LeagueViewsService } from './league-views.service';
import { LeaguesRepository } from './leagues.repository';
import { LeaguesResolver } from './leagues.resolver';
import { LeaguesService } from './leagues.service';
import { MembershipFieldsResolver } from './membership-fields.resolver';

@Module({
  imports: [ProjectionsModule],
  providers: [
    LeaguesRepository,
    LeagueStakesRepository,
    LeagueStandingsRepository,
    LeagueSettlementDueRepository,
    LeagueViewsService,
    LeagueStandingsService,
    LeagueStakesService,
    InviteCodeGuesses,
    LeaguesService,
    LeagueFundingService,
    LeagueSettlementService,
    LeagueStakesConsumer,
    ChampionshipLeaguesService,
    ChampionshipLeaguesConsumer,
    LeaguesResolver,
    LeagueFieldsResolver,
    LeagueGameweekFieldsResolver,
    MembershipFieldsResolver,
  ],
})
export class LeaguesModule {}
