import { Args, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { positionGroupOf } from '../football/positions';
import { FootballerFilterInput } from './dto/footballer-filter.input';
import { PositionGroupEnum } from './models/football.enums';
import { ClubModel } from './models/club.model';
import { FootballerModel } from './models/footballer.model';
import { WorldLoader } from './world.loader';
import { WorldService } from './world.service';

const DEFAULT_LIMIT = 50;

@Resolver(() => FootballerModel)
export class FootballersResolver {
  constructor(
    private readonly world: WorldService,
    private readonly loader: WorldLoader,
  ) {}

  @Query(() => [FootballerModel], { description: 'Footballers, best rated first; limit 1 to 100.' })
  footballers(
    @Args('filter', { type: () => FootballerFilterInput, nullable: true })
    filter: FootballerFilterInput | null,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: DEFAULT_LIMIT }) limit: number | null,
    @Args('offset', { type: () => Int, nullable: true, defaultValue: 0 }) offset: number | null,
  ) {
    return this.world.footballers(filter, limit ?? DEFAULT_LIMIT, offset ?? 0);
  }

  @Query(() => FootballerModel, { nullable: true })
  footballer(@Args('id', { type: () => ID }) id: string) {
    return this.world.footballer(id);
  }

  @ResolveField(() => PositionGroupEnum)
  positionGroup(@Parent() footballer: FootballerModel) {
    return positionGroupOf(footballer.position);
  }

  @ResolveField(() => ClubModel)
  club(@Parent() footballer: FootballerModel) {
    return this.loader.existingClub(footballer.clubId);
  }
}
