import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GameweeksModule } from '../gameweeks/gameweeks.module';
import { WorldModule } from '../world/world.module';
import { MatchActionEntity } from './entities/match-action.entity';
import { MatchEntity } from './entities/match.entity';
import { MatchActionsResolver } from './match-actions.resolver';
import { MatchActionsService } from './match-actions.service';
import { MatchReferenceResolver } from './match-reference.resolver';
import { MatchSheetRepository } from './match-sheet.repository';
import { MatchesLoader } from './matches.loader';
import { MatchesRepository } from './matches.repository';
import { MatchesResolver } from './matches.resolver';
import { MatchesService } from './matches.service';

// Fixtures, live state and timelines.
@Module({
  imports: [TypeOrmModule.forFeature([MatchEntity, MatchActionEntity]), WorldModule, GameweeksModule],
  providers: [
    MatchesRepository,
    MatchSheetRepository,
    MatchesLoader,
    MatchesService,
    MatchActionsService,
    MatchesResolver,
    MatchActionsResolver,
    MatchReferenceResolver,
  ],
  exports: [MatchesRepository, MatchActionsService, MatchesService],
})
export class MatchesModule {}
