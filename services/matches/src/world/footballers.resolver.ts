import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { positionGroupOf } from '@sfl/contracts';
import { FootballerFilterInput } from './dto/footballer-filter.input';
import { PositionGroupEnum } from './models/football.enums';
import { ClubModel } from './models/club.model';
import { FootballerModel } from './models/footballer.model';
import { WorldLoader } from './world.loader';
import { WorldService } from './world.service';

const FOOTBALLERS_PAGE = 50;

@Resolver(() => FootballerModel)
export class FootballersResolver {
  constructor(
    private readonly world: WorldService,
    private readonly loader: WorldLoader,
  ) {}

  @Query(() => [FootballerModel], { description: 'Footballers, best rated first.' })
  footballers(
    @Args('filter', { type: () => FootballerFilterInput, nullable: true })
    filter: FootballerFilterInput | null,
    @LimitArg(FOOTBALLERS_PAGE) limit: number,
    @OffsetArg() offset: number,
  ) {
    return this.world.footballers(filter, { limit, offset });
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
