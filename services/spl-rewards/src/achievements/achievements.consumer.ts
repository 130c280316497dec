import { Injectable } from '@nestjs/common';
import {
  type AchievementId,
  CardOwnershipChanged,
  FootballerRegistered,
  GameweekDeadlinePassed,
  MARKET_MASTER_PRICE_FLOORS,
  ManagerGameweekPointsUpdated,
  SplRewardsAwarded,
  UserRegistered,
} from '@sfl/contracts';
import {
  type ConsumerDefinition,
  type EventEnvelope,
  handles,
  handlesMany,
  isEvent,
  type PayloadOf,
} from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { ProjectionsRepository } from '../projections/projections.repository';
import { type AchievementBatchLocks, AchievementLocks } from './achievement-locks';
import { LEGEND_OVERALL } from './achievement-progress';
import { AchievementsRepository, type Goal } from './achievements.repository';
import { AchievementsService } from './achievements.service';

export const ACHIEVEMENTS_CONSUMER = 'spl-rewards.achievements';

/** What goal rewards count towards. */
const GOAL_ACHIEVEMENTS: AchievementId[] = ['first-goal', 'hat-trick-hero'];

/** What a passed deadline makes count: cards held through it, cards sold after holding them through it. */
const HELD_THROUGH_DEADLINE_ACHIEVEMENTS: AchievementId[] = ['legend-collector', 'market-master'];

/**
 * Keeps the facts achievements count (docs/achievements.md) and unlocks what they reach: goal
 * rewards from this service's own topic (spl-rewards.events), points from squads.events, cards
 * and market sales from nft.events, registrations from users.events, overalls and gameweek
 * deadlines from matches.events. Each event applied once (processed_event), its unlocks, credits
 * and events in its one transaction; every fact is kept under a natural key, so a replay changes
 * nothing either.
 */
@Injectable()
export class AchievementsConsumer {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly achievements: AchievementsRepository,
    private readonly service: AchievementsService,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: ACHIEVEMENTS_CONSUMER,
      // Every reward comes here (10,000s a second at a busy moment): a batch of them is counted in
      // a fixed number of statements; partitions apply side by side, kept apart by
      // AchievementLocks, all of a batch's taken first in one order.
      batch: {
        maxEvents: 500,
        prepare: (events, manager) =>
          AchievementLocks.forBatch(manager, locksOf(events), (locks) => this.recounted(manager, locks)),
      },
      partitionsConsumedConcurrently: 4,
      handlers: [
        handlesMany(SplRewardsAwarded, (events, manager) =>
          this.goalsScored(manager, events.flatMap(goalsOf)),
        ),
        handles(ManagerGameweekPointsUpdated, ({ payload }, manager) => this.pointsUpdated(manager, payload)),
        handles(CardOwnershipChanged, (event, manager) => this.cardChanged(manager, event)),
        handles(FootballerRegistered, ({ payload }, manager) => this.footballerRegistered(manager, payload)),
        handles(UserRegistered, ({ payload }, manager) => this.userRegistered(manager, payload)),
        handles(GameweekDeadlinePassed, ({ payload }, manager) => this.deadlinePassed(manager, payload)),
      ],
    };
  }

  // Any number of goal rewards in a fixed number of statements: their managers locked, the goals
  // of those with First Goal or Hat-trick Hero still locked kept (the others' goals can no longer
  // unlock anything), then both settled for them at once.
  private async goalsScored(manager: EntityManager, goals: readonly Goal[]) {
    if (goals.length === 0) return;
    const managerIds = [...new Set(goals.map((goal) => goal.managerId))].sort();
    await AchievementLocks.forManagers(manager, managerIds);
    const open = new Set(await this.achievements.withAnyLockedIn(manager, managerIds, GOAL_ACHIEVEMENTS));
    if (open.size === 0) return;
    await this.achievements.recordGoalsIn(
      manager,
      goals.filter((goal) => open.has(goal.managerId)),
    );
    await this.service.settleIn(manager, [...open], GOAL_ACHIEVEMENTS);
  }

  private async pointsUpdated(
    manager: EntityManager,
    points: PayloadOf<typeof ManagerGameweekPointsUpdated>,
  ) {
    await AchievementLocks.forManagers(manager, [points.managerId]);
    await this.achievements.recordPointsIn(manager, points);
    await this.service.settleIn(manager, [points.managerId], ['century-club']);
  }

  private async cardChanged(
    manager: EntityManager,
    event: EventEnvelope<PayloadOf<typeof CardOwnershipChanged>>,
  ) {
    const card = event.payload;
    // By id, as the ledger locks accounts: two unlocks in one transaction credit them in that order.
    const holders = [card.fromUserId, card.toUserId].filter((id): id is string => id !== null).sort();
    await AchievementLocks.forCardChange(manager, holders);
    const trade = isCountedTrade(card);
    // Since when the seller held the card: read before the sale is recorded over it.
    const previous = trade ? await this.achievements.holderOfCardIn(manager, card.cardId) : null;
    await this.achievements.recordCardHolderIn(manager, {
      cardId: card.cardId,
      footballerId: card.footballerId,
      ownerId: card.toUserId,
      changedAt: card.changedAt,
    });
    if (trade) {
      await this.achievements.recordTradeIn(manager, {
        eventId: event.id,
        sellerId: card.fromUserId!,
        buyerId: card.toUserId!,
        sellerHeldSince: previous?.ownerId === card.fromUserId ? previous.changedAt : null,
        tradedAt: card.changedAt,
      });
      await this.service.settleIn(manager, holders, ['market-master']);
    }
    // Only the receiver can reach Legend Collector by it (the giver's count only falls).
    if (card.toUserId) await this.service.settleIn(manager, [card.toUserId], ['legend-collector']);
  }

  // The card changes may have come first: the footballer's overall makes their owners' cards count.
  private async footballerRegistered(
    manager: EntityManager,
    footballer: PayloadOf<typeof FootballerRegistered>,
  ) {
    await AchievementLocks.forFootballerRegistration(manager);
    await this.projections.registerFootballerIn(manager, footballer);
    if (footballer.overall < LEGEND_OVERALL) return;
    const owners = await this.achievements.ownersOfCardsIn(manager, [footballer.footballerId]);
    await AchievementLocks.forManagers(manager, owners);
    await this.service.settleIn(manager, owners, ['legend-collector']);
  }

  // A new gameweek: its budgets (each manager's, and the global one the ledger opens) pay the
  // rewards that waited (oldest first), then the cards held from before its deadline (and the
  // trades of cards held through it) count. Rewards wait without the footballers lock (a goal's
  // unlock), so a manager whose rewards came to wait after the locks were taken is not waited for:
  // their next unlock or the next deadline pays them.
  private async deadlinePassed(manager: EntityManager, passed: PayloadOf<typeof GameweekDeadlinePassed>) {
    await AchievementLocks.forDeadline(manager);
    const reached = await this.achievements.reachedByDeadlinesIn(manager, [passed.deadline]);
    await AchievementLocks.forManagers(manager, reached);
    const owed = await AchievementLocks.tryManagers(
      manager,
      await this.achievements.withDueRewardsIn(manager),
    );
    await this.achievements.recordDeadlineIn(manager, passed.gameweek, passed.deadline);
    await this.service.gameweekStartedIn(manager, passed.gameweek);
    await this.service.payDueIn(manager, owed);
    await this.service.settleIn(manager, reached, HELD_THROUGH_DEADLINE_ACHIEVEMENTS);
  }

  /** The managers a batch's registrations and deadlines recount, read under the footballers lock. */
  private async recounted(manager: EntityManager, locks: AchievementBatchLocks): Promise<string[]> {
    const owners =
      locks.legendFootballerIds.length > 0
        ? await this.achievements.ownersOfCardsIn(manager, locks.legendFootballerIds)
        : [];
    if (locks.deadlines.length === 0) return owners;
    return [...owners, ...(await this.achievements.reachedByDeadlinesIn(manager, locks.deadlines))];
  }

  private async userRegistered(manager: EntityManager, user: PayloadOf<typeof UserRegistered>) {
    await AchievementLocks.forRegistration(manager, user.userId);
    await this.projections.registerManagerIn(manager, user);
    await this.service.settleIn(manager, [user.userId], ['early-adopter']);
  }
}

/**
 * A market sale between two managers at or above its tier's price floor (`value` is the sale's
 * price): only those are trades for Market Master.
 */
function isCountedTrade(card: PayloadOf<typeof CardOwnershipChanged>): boolean {
  return (
    card.reason === 'MARKET_SALE' &&
    card.fromUserId !== null &&
    card.toUserId !== null &&
    card.value >= MARKET_MASTER_PRICE_FLOORS[card.rarity]
  );
}

/** The goal rewards a payment's event carries. */
function goalsOf({ payload }: EventEnvelope<PayloadOf<typeof SplRewardsAwarded>>): Goal[] {
  return payload.rewards
    .filter((reward) => reward.actionType === 'goal')
    .map(({ rewardId, matchDetails }) => ({
      rewardId,
      managerId: payload.managerId,
      matchId: matchDetails.matchId,
      footballerId: matchDetails.footballerId,
    }));
}

/** The locks the handlers of these events take, gathered so a batch takes them all at once. */
function locksOf(events: readonly EventEnvelope[]): AchievementBatchLocks {
  const locks: AchievementBatchLocks = {
    footballers: null,
    legendFootballerIds: [],
    deadlines: [],
    registers: false,
    managerIds: [],
  };
  for (const event of events) {
    if (isEvent(event, SplRewardsAwarded)) {
      if (goalsOf(event).length > 0) locks.managerIds.push(event.payload.managerId);
    } else if (isEvent(event, ManagerGameweekPointsUpdated)) locks.managerIds.push(event.payload.managerId);
    else if (isEvent(event, CardOwnershipChanged)) {
      locks.footballers ??= 'shared';
      const { fromUserId, toUserId } = event.payload;
      locks.managerIds.push(...[fromUserId, toUserId].filter((id): id is string => id !== null));
    } else if (isEvent(event, FootballerRegistered)) {
      locks.footballers = 'exclusive';
      if (event.payload.overall >= LEGEND_OVERALL) locks.legendFootballerIds.push(event.payload.footballerId);
    } else if (isEvent(event, GameweekDeadlinePassed)) {
      locks.footballers = 'exclusive';
      locks.deadlines.push(event.payload.deadline);
    } else if (isEvent(event, UserRegistered)) {
      locks.registers = true;
      locks.managerIds.push(event.payload.userId);
    }
  }
  return locks;
}
