import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MatchEntity } from '../matches/entities/match.entity';
import { GameweeksRepository } from './gameweeks.repository';
import { GameweeksResolver } from './gameweeks.resolver';
import { GameweeksService } from './gameweeks.service';

// Gameweeks: deadlines and statuses, read from the matches.
@Module({
  imports: [TypeOrmModule.forFeature([MatchEntity])],
  providers: [GameweeksRepository, GameweeksService, GameweeksResolver],
  exports: [GameweeksRepository],
})
export class GameweeksModule {}
