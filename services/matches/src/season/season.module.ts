import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MatchesModule } from '../matches/matches.module';
import { WorldModule } from '../world/world.module';
import { SeasonEntity } from './entities/season.entity';
import { GameClock } from './game-clock';
import { SeasonSeeder } from './season-seeder';
import { SeasonRepository } from './season.repository';

@Module({
  imports: [TypeOrmModule.forFeature([SeasonEntity]), MatchesModule, WorldModule],
  providers: [SeasonRepository, SeasonSeeder, GameClock],
  exports: [SeasonRepository, SeasonSeeder, GameClock],
})
export class SeasonModule {}
