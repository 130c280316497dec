import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FootballerPerformanceEntity } from '../points/entities/footballer-performance.entity';
import { PerformancesRepository } from '../points/performances.repository';
import { TopPerformersResolver } from '../points/top-performers.resolver';
import { WorldModule } from '../world/world.module';
import { MatchActionEntity } from './entities/match-action.entity';
import { MatchLineupEntity } from './entities/match-lineup.entity';
import { MatchEntity } from './entities/match.entity';
import { MatchActionsResolver } from './match-actions.resolver';
import { MatchActionsService } from './match-actions.service';
import { MatchReferenceResolver } from './match-reference.resolver';
import { MatchesLoader } from './matches.loader';
import { MatchesRepository } from './matches.repository';
import { MatchesResolver } from './matches.resolver';
import { MatchesService } from './matches.service';

// Fixtures, live state and timelines, and the fantasy points they produce.
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MatchEntity,
      MatchLineupEntity,
      MatchActionEntity,
      FootballerPerformanceEntity,
    ]),
    WorldModule,
  ],
  providers: [
    MatchesRepository,
    MatchesLoader,
    MatchesService,
    MatchActionsService,
    MatchesResolver,
    MatchActionsResolver,
    MatchReferenceResolver,
    PerformancesRepository,
    TopPerformersResolver,
  ],
  exports: [MatchActionsService, MatchesService],
})
export class MatchesModule {}
