import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { LocksModule } from '../locks/locks.module';
import { FiguresRepository } from './figures.repository';
import { FootballerFieldsResolver } from './footballer-fields.resolver';
import { LineupsRepository } from './lineups.repository';
import { ManagerPointsConsumer } from './manager-points.consumer';
import { ManagerPointsService } from './manager-points.service';
import { ManagerStatsResolver } from './manager-stats.resolver';
import { ManagerStatsService } from './manager-stats.service';
import { OwnershipService } from './ownership.service';
import { SquadReadsModule } from './squad-reads.module';

@Module({
  imports: [LeaderboardModule, SquadReadsModule, LocksModule],
  providers: [
    FiguresRepository,
    LineupsRepository,
    ManagerPointsService,
    ManagerPointsConsumer,
    ManagerStatsService,
    ManagerStatsResolver,
    OwnershipService,
    FootballerFieldsResolver,
  ],
  exports: [ManagerPointsConsumer, ManagerPointsService, LineupsRepository],
})
export class PointsModule {}
