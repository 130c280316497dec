import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClubModel } from '../world/models/club.model';
import { WorldLoader } from '../world/world.loader';
import { FootballerFixtureModel } from './models/footballer-fixture.model';

@Resolver(() => FootballerFixtureModel)
export class FootballerFixtureResolver {
  constructor(private readonly world: WorldLoader) {}

  @ResolveField(() => ClubModel)
  opponent(@Parent() fixture: FootballerFixtureModel) {
    return this.world.existingClub(fixture.opponentClubId);
  }
}
