import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { ProjectionsModule } from '../projections/projections.module';
import { AchievementFactsService } from './achievement-facts.service';
import { AchievementsConsumer } from './achievements.consumer';
import { AchievementsRepository } from './achievements.repository';
import { AchievementsResolver } from './achievements.resolver';
import { AchievementsService } from './achievements.service';
import { LeagueChampionsConsumer } from './league-champions.consumer';

@Module({
  imports: [LedgerModule, ProjectionsModule],
  providers: [
    AchievementsRepository,
    AchievementsService,
    AchievementFactsService,
    AchievementsConsumer,
    LeagueChampionsConsumer,
    AchievementsResolver,
  ],
  exports: [AchievementsConsumer, LeagueChampionsConsumer],
})
export class AchievementsModule {}
