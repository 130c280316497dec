import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GameweeksModule } from '../gameweeks/gameweeks.module';
import { InjuriesModule } from '../injuries/injuries.module';
import { MatchesModule } from '../matches/matches.module';
import { SeasonModule } from '../season/season.module';
import { WorldModule } from '../world/world.module';
import { ClockControlRepository } from './clock-control.repository';
import { ClockControlResolver } from './clock-control.resolver';
import { ClockControlService } from './clock-control.service';
import { GameClockResolver } from './game-clock.resolver';
import { ClockControlEntity } from './entities/clock-control.entity';
import { MatchClock } from './match-clock.service';
import { SimulatedMatches } from './simulated-matches.service';
import { SimulationTime } from './simulation-time.service';
import { SimulatorLease } from './simulator-lease';

@Module({
  imports: [
    TypeOrmModule.forFeature([ClockControlEntity]),
    MatchesModule,
    InjuriesModule,
    SeasonModule,
    WorldModule,
    GameweeksModule,
  ],
  providers: [
    SimulatedMatches,
    SimulatorLease,
    MatchClock,
    ClockControlRepository,
    SimulationTime,
    ClockControlService,
    ClockControlResolver,
    GameClockResolver,
  ],
  exports: [MatchClock],
})
export class SimulatorModule {}
