import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../projections/projections.module';
import { SquadStoreModule } from './squad-store.module';
import { SquadsResolver } from './squads.resolver';
import { SquadsService } from './squads.service';

@Module({
  imports: [ProjectionsModule, SquadStoreModule],
  providers: [SquadsService, SquadsResolver],
})
export class SquadsModule {}
