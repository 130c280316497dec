import { Args, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { FootballerModel } from '../world/models/footballer.model';
import { WorldLoader } from '../world/world.loader';
import { FootballerPerformanceModel } from './models/footballer-performance.model';
import { TopPerformersService } from './top-performers.service';

const DEFAULT_LIMIT = 5;

@Resolver(() => FootballerPerformanceModel)
export class TopPerformersResolver {
  constructor(
    private readonly performers: TopPerformersService,
    private readonly world: WorldLoader,
  ) {}

  @Query(() => [FootballerPerformanceModel], {
    description: 'The footballers with the most fantasy points in a gameweek (default: the current one).',
  })
  topPerformers(
    @Args('gameweek', { type: () => Int, nullable: true }) gameweek: number | null,
    @LimitArg(DEFAULT_LIMIT) limit: number,
    @OffsetArg() offset: number,
  ) {
    return this.performers.best(gameweek ?? null, { limit, offset });
  }

  @ResolveField(() => FootballerModel)
  footballer(@Parent() performance: FootballerPerformanceModel) {
    return this.world.existingFootballer(performance.footballerId);
  }
}
