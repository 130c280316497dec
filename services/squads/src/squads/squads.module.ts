import { Module } from '@nestjs/common';
import { LocksModule } from '../locks/locks.module';
import { PointsModule } from '../points/points.module';
import { ProjectionsModule } from '../projections/projections.module';
import { SquadStoreModule } from './squad-store.module';
import { SquadsResolver } from './squads.resolver';
import { LiveLineupService } from './live-lineup.service';
import { SquadLocksService } from './squad-locks.service';
import { SquadsService } from './squads.service';

@Module({
  imports: [ProjectionsModule, SquadStoreModule, PointsModule, LocksModule],
  providers: [SquadsService, SquadsResolver, LiveLineupService, SquadLocksService],
})
export class SquadsModule {}
