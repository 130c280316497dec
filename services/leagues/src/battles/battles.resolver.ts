import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { BatchLoader, LimitArg, OffsetArg, isUuid } from '@sfl/subgraph';
import { BattleViewsService } from './battle-views.service';
import { BattlesService } from './battles.service';
import { BattleModel, CreateBattleInput } from './models/battle.models';

@Resolver(() => BattleModel)
export class BattlesResolver {
  // All of a request's references to battles in a few queries; seen by nobody in particular.
  private readonly references = new BatchLoader<string, BattleModel>(async (ids) => {
    const found = await this.views.viewsOfIds(ids.filter(isUuid), null);
    return new Map(found.map((view) => [view.id, view]));
  });

  constructor(
    private readonly service: BattlesService,
    private readonly views: BattleViewsService,
  ) {}

  @Query(() => [BattleModel], { description: 'Signed-in: every battle I created or accepted, newest first.' })
  @UseGuards(SignedInGuard)
  myBattles(
    @CurrentUserId() callerId: string,
    @LimitArg(50) limit: number,
    @OffsetArg() offset: number,
  ): Promise<BattleModel[]> {
    return this.views.mine(callerId, { limit, offset });
  }

  @Query(() => [BattleModel], {
    description:
      "Signed-in: PENDING battles I may accept (open ones, and ones sent to me), not mine, whose seat is free (nobody took it, or its taker's wager was not held in time); newest first.",
  })
  @UseGuards(SignedInGuard)
  openBattles(
    @CurrentUserId() callerId: string,
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
  ): Promise<BattleModel[]> {
    return this.views.openTo(callerId, { limit, offset });
  }

  @Query(() => BattleModel, { nullable: true })
  async battle(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUserId({ optional: true }) callerId: string | null,
  ): Promise<BattleModel | null> {
    return isUuid(id) ? this.views.viewById(id, callerId) : null;
  }

  @Mutation(() => BattleModel, {
    description:
      'Signed-in: challenges a manager by username, or anyone (an open challenge), in the next gameweek; the wager is held first (funded).',
  })
  @UseGuards(SignedInGuard)
  async createBattle(
    @CurrentUserId() callerId: string,
    @Args('input') input: CreateBattleInput,
  ): Promise<BattleModel> {
    return this.views.viewOf(await this.service.create(callerId, input), callerId);
  }

  @Mutation(() => BattleModel, {
    description: 'Signed-in: takes up a battle that is not yours; ACCEPTED once your matching wager is held.',
  })
  @UseGuards(SignedInGuard)
  async acceptBattle(
    @CurrentUserId() callerId: string,
    @Args('battleId', { type: () => ID }) battleId: string,
  ): Promise<BattleModel> {
    return this.views.viewOf(await this.service.accept(callerId, battleId), callerId);
  }

  @Mutation(() => BattleModel, {
    description: 'Signed-in: the challenger calls off a PENDING battle nobody accepted; the wager goes back.',
  })
  @UseGuards(SignedInGuard)
  async cancelBattle(
    @CurrentUserId() callerId: string,
    @Args('battleId', { type: () => ID }) battleId: string,
  ): Promise<BattleModel> {
    return this.views.viewOf(await this.service.cancel(callerId, battleId), callerId);
  }

  @ResolveReference()
  async resolveReference(reference: { id: string }): Promise<BattleModel | null> {
    return (await this.references.load(reference.id)) ?? null;
  }
}
