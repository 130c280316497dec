import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { LimitArg, OffsetArg, pageOf } from '@sfl/subgraph';
import { ClubModel } from './models/club.model';
import { FootballerModel } from './models/footballer.model';
import { WorldLoader } from './world.loader';
import { WorldService } from './world.service';

// A whole squad (26 players) in one page.
const SQUAD_PAGE = 30;

@Resolver(() => ClubModel)
export class ClubsResolver {
  constructor(
    private readonly world: WorldService,
    private readonly loader: WorldLoader,
  ) {}

  @Query(() => [ClubModel], { description: 'The clubs, by name.' })
  clubs(@LimitArg() limit: number, @OffsetArg() offset: number) {
    return this.world.clubs({ limit, offset });
  }

  @Query(() => ClubModel, { nullable: true })
  club(@Args('id', { type: () => ID }) id: string) {
    return this.world.club(id);
  }

  @ResolveField(() => [FootballerModel], { description: 'The squad: goalkeepers first, best rated first.' })
  async footballers(
    @Parent() club: ClubModel,
    @LimitArg(SQUAD_PAGE) limit: number,
    @OffsetArg() offset: number,
  ) {
    return pageOf(await this.loader.squadOf(club.id), { limit, offset });
  }
}
