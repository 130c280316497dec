import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MatchEntity } from '../matches/entities/match.entity';
import { GameClock } from './game-clock';
import { SeasonSeeder } from './season-seeder';

@Module({
  imports: [TypeOrmModule.forFeature([MatchEntity])],
  providers: [SeasonSeeder, GameClock],
  exports: [SeasonSeeder, GameClock],
})
export class SeasonModule {}
