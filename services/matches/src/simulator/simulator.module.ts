import { Module } from '@nestjs/common';
import { InjuriesModule } from '../injuries/injuries.module';
import { MatchesModule } from '../matches/matches.module';
import { SeasonModule } from '../season/season.module';
import { WorldModule } from '../world/world.module';
import { MatchClock } from './match-clock.service';
import { SimulatedMatches } from './simulated-matches.service';
import { SimulatorLease } from './simulator-lease';

@Module({
  imports: [MatchesModule, InjuriesModule, SeasonModule, WorldModule],
  providers: [SimulatedMatches, SimulatorLease, MatchClock],
  exports: [MatchClock],
})
export class SimulatorModule {}
