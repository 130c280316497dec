import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { SaveSquadInput } from './dto/save-squad.input';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { SquadLocksModel } from './models/squad-locks.model';
import { SquadModel, SquadNoticeModel } from './models/squad.model';
import { SquadsService } from './squads.service';

/** The signed-in manager's own squad; nobody reads or changes another's. */
@Resolver(() => SquadModel)
@UseGuards(SignedInGuard)
export class SquadsResolver {
  constructor(private readonly squads: SquadsService) {}

  @Query(() => SquadModel, { description: 'Your squad; an empty 4-3-3 until you first save one.' })
  mySquad(@CurrentUserId() userId: string) {
    return this.squads.squadOf(userId);
  }

  @Mutation(() => SquadModel, {
    description: 'Saves your whole squad, or nothing when a rule is broken (the error says which).',
  })
  saveSquad(@Args('input') input: SaveSquadInput, @CurrentUserId() userId: string) {
    return this.squads.save(userId, input);
  }

  @Mutation(() => SquadModel, {
    description:
      'Makes one of your starters captain; a vice-captain made captain swaps with the old captain.',
  })
  setCaptain(@Args('cardId', { type: () => ID }) cardId: string, @CurrentUserId() userId: string) {
    return this.squads.setCaptain(userId, cardId);
  }

  @Mutation(() => Boolean, { description: 'Removes one of your squad notices.' })
  dismissSquadNotice(@Args('id', { type: () => ID }) id: string, @CurrentUserId() userId: string) {
    return this.squads.dismissNotice(userId, id);
  }

  @ResolveField(() => [SquadNoticeModel], { description: 'Oldest first.' })
  notices(
    @Parent() squad: SquadModel,
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
  ): Promise<SquadNoticeModel[]> {
    return this.squads.noticesOf(squad.managerId, { limit, offset });
  }

  @ResolveField(() => SquadLocksModel, {
    nullable: true,
    description:
      'When each starter and bench card locks in the gameweek your changes play in: the one being played when you have a lineup in it, else the next; null: none ahead.',
  })
  locks(@Parent() squad: SquadModel): Promise<SquadLocksModel | null> {
    return this.squads.locksOf(squad);
  }
}
