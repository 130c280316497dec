import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { ClubModel } from './models/club.model';
import { FootballerModel } from './models/footballer.model';
import { WorldLoader } from './world.loader';
import { WorldService } from './world.service';

@Resolver(() => ClubModel)
export class ClubsResolver {
  constructor(
    private readonly world: WorldService,
    private readonly loader: WorldLoader,
  ) {}

  @Query(() => [ClubModel], { description: 'Every club, by name.' })
  clubs() {
    return this.world.clubs();
  }

  @Query(() => ClubModel, { nullable: true })
  club(@Args('id', { type: () => ID }) id: string) {
    return this.world.club(id);
  }

  @ResolveField(() => [FootballerModel], { description: 'The squad: goalkeepers first, best rated first.' })
  footballers(@Parent() club: ClubModel) {
    return this.loader.squadOf(club.id);
  }
}
