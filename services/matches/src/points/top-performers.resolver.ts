import { Args, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { MatchesService } from '../matches/matches.service';
import { FootballerModel } from '../world/models/footballer.model';
import { WorldLoader } from '../world/world.loader';
import { FootballerPerformanceModel } from './models/footballer-performance.model';
import { PerformancesRepository } from './performances.repository';
import { MatchesErrors } from '../matches.errors';

const DEFAULT_LIMIT = 5;

@Resolver(() => FootballerPerformanceModel)
export class TopPerformersResolver {
  constructor(
    private readonly performances: PerformancesRepository,
    private readonly matches: MatchesService,
    private readonly world: WorldLoader,
  ) {}

  @Query(() => [FootballerPerformanceModel], {
    description: 'The footballers with the most fantasy points in a gameweek (default: the current one).',
  })
  async topPerformers(
    @Args('gameweek', { type: () => Int, nullable: true }) gameweek: number | null,
    @LimitArg(DEFAULT_LIMIT) limit: number,
    @OffsetArg() offset: number,
  ) {
    if (gameweek !== null && gameweek !== undefined && gameweek < 1) throw MatchesErrors.INVALID_GAMEWEEK();
    return this.performances.best(gameweek ?? (await this.matches.currentGameweek()), { limit, offset });
  }

  @ResolveField(() => FootballerModel)
  footballer(@Parent() performance: FootballerPerformanceModel) {
    return this.world.existingFootballer(performance.footballerId);
  }
}
