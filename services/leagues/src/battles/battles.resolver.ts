import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { BatchLoader, LimitArg, OffsetArg, isUuid } from '@sfl/subgraph';
import { BattleFundsService } from './battle-funds.service';
import { BattleViewsService } from './battle-views.service';
import { BattlesRepository } from './battles.repository';
import { BattlesService } from './battles.service';
import { BattleModel, CreateBattleInput } from './models/battle.models';

@Resolver(() => BattleModel)
export class BattlesResolver {
  // All of a request's references to battles in a few queries; seen by nobody in particular.
  private readonly references = new BatchLoader<string, BattleModel>(async (ids) => {
    const found = await this.views.viewsOf(await this.repository.byIds(ids.filter(isUuid)), null);
    return new Map(found.map((view) => [view.id, view]));
  });

  constructor(
    private readonly service: BattlesService,
    private readonly repository: BattlesRepository,
    private readonly views: BattleViewsService,
    private readonly funds: BattleFundsService,
  ) {}

  @Query(() => [BattleModel], { description: 'Signed-in: every battle I created or accepted, newest first.' })
  @UseGuards(SignedInGuard)
  async myBattles(
    @CurrentUserId() callerId: string,
    @LimitArg(50) limit: number,
    @OffsetArg() offset: number,
  ): Promise<BattleModel[]> {
    return this.views.viewsOf(await this.repository.mineOf(callerId, { limit, offset }), callerId);
  }

  @Query(() => [BattleModel], {
    description:
      "Signed-in: PENDING battles I may accept (open ones, and ones sent to me), not mine, whose seat is free (nobody took it, or its taker's wager was not held in time); newest first.",
  })
  @UseGuards(SignedInGuard)
  async openBattles(
    @CurrentUserId() callerId: string,
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
  ): Promise<BattleModel[]> {
    const open = await this.repository.openFor(callerId, this.funds.seatHeldSince(), { limit, offset });
    return this.views.viewsOf(open, callerId);
  }

  @Query(() => BattleModel, { nullable: true })
  async battle(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUserId({ optional: true }) callerId: string | null,
  ): Promise<BattleModel | null> {
    const battle = isUuid(id) ? await this.repository.byId(id) : null;
    return battle && this.views.viewOf(battle, callerId);
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
