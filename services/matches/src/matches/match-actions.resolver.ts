import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClubModel } from '../world/models/club.model';
import { FootballerModel } from '../world/models/footballer.model';
import { WorldLoader } from '../world/world.loader';
import { MatchActionModel } from './models/match-action.model';

@Resolver(() => MatchActionModel)
export class MatchActionsResolver {
  constructor(private readonly world: WorldLoader) {}

  @ResolveField(() => ClubModel)
  club(@Parent() action: MatchActionModel) {
    return this.world.existingClub(action.clubId);
  }

  @ResolveField(() => FootballerModel)
  footballer(@Parent() action: MatchActionModel) {
    return this.world.existingFootballer(action.footballerId);
  }

  @ResolveField(() => FootballerModel, { nullable: true, description: 'Who assisted a goal.' })
  assist(@Parent() action: MatchActionModel) {
    return action.assistFootballerId ? this.world.existingFootballer(action.assistFootballerId) : null;
  }

  @ResolveField(() => FootballerModel, {
    nullable: true,
    description: 'The player going off (SUBSTITUTION) or the penalty taker (PENALTY_SAVED).',
  })
  related(@Parent() action: MatchActionModel) {
    return action.relatedFootballerId ? this.world.existingFootballer(action.relatedFootballerId) : null;
  }
}
