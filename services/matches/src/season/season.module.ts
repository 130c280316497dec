import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GameweeksModule } from '../gameweeks/gameweeks.module';
import { MatchesModule } from '../matches/matches.module';
import { WorldModule } from '../world/world.module';
import { SeasonEntity } from './entities/season.entity';
import { SeasonRollover } from './season-rollover';
import { SeasonSeeder } from './season-seeder';
import { SeasonRepository } from './season.repository';
import { SeasonResolver } from './season.resolver';

@Module({
  imports: [TypeOrmModule.forFeature([SeasonEntity]), MatchesModule, WorldModule, GameweeksModule],
  providers: [SeasonRepository, SeasonSeeder, SeasonRollover, SeasonResolver],
  exports: [SeasonRepository, SeasonSeeder, SeasonRollover],
})
export class SeasonModule {}
