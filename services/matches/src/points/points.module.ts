import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MatchesModule } from '../matches/matches.module';
import { WorldModule } from '../world/world.module';
import { FootballerPerformanceEntity } from './entities/footballer-performance.entity';
import { PerformancesRepository } from './performances.repository';
import { ScoringRulesResolver } from './scoring-rules.resolver';
import { TopPerformersResolver } from './top-performers.resolver';
import { TopPerformersService } from './top-performers.service';

// The fantasy points the matches produce, ranked per gameweek (matches write them with each action), and their table.
@Module({
  imports: [TypeOrmModule.forFeature([FootballerPerformanceEntity]), MatchesModule, WorldModule],
  providers: [PerformancesRepository, TopPerformersService, TopPerformersResolver, ScoringRulesResolver],
  exports: [PerformancesRepository],
})
export class PointsModule {}
