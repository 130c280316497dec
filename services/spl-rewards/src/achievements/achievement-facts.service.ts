import { Injectable } from '@nestjs/common';
import {
  type AchievementId,
  type CardOwnershipChanged,
  type FootballerRegistered,
  type GameweekDeadlinePassed,
  LEAGUE_CHAMPION_MIN_SCORING_MEMBERS,
  type LeagueFinished,
  MARKET_MASTER_PRICE_FLOORS,
  type ManagerGameweekPointsUpdated,
  type UserRegistered,
} from '@sfl/contracts';
import type { PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { ProjectionsRepository } from '../projections/projections.repository';
import { type AchievementBatchLocks, AchievementLocks } from './achievement-locks';
import { LEGEND_OVERALL } from './achievement-progress';
import { AchievementsRepository, type Goal } from './achievements.repository';
import { AchievementsService } from './achievements.service';

/** What goal rewards count towards. */
const GOAL_ACHIEVEMENTS: AchievementId[] = ['first-goal', 'hat-trick-hero'];

/** What a passed deadline makes count: cards held through it, cards sold after holding them through it. */
const HELD_THROUGH_DEADLINE_ACHIEVEMENTS: AchievementId[] = ['legend-collector', 'market-master'];

/**
 * Keeps the facts achievements count (docs/achievements.md), each under a natural key so a replay
 * changes nothing, and settles the achievements each fact can reach (AchievementsService unlocks
 * and pays them), in the caller's transaction, the managers' locks taken first.
 */
@Injectable()
export class AchievementFactsService {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly achievements: AchievementsRepository,
    private readonly unlocks: AchievementsService,
  ) {}

  // Any number of goal rewards in a fixed number of statements: their managers locked, the goals
  // of those with First Goal or Hat-trick Hero still locked kept (the others' goals can no longer
  // unlock anything), then both settled for them at once.
  async recordGoalsIn(manager: EntityManager, goals: readonly Goal[]) {
    if (goals.length === 0) return;
    const managerIds = [...new Set(goals.map((goal) => goal.managerId))].sort();
    await AchievementLocks.forManagers(manager, managerIds);
    const open = new Set(await this.achievements.withAnyLockedIn(manager, managerIds, GOAL_ACHIEVEMENTS));
    if (open.size === 0) return;
    await this.achievements.recordGoalsIn(
      manager,
      goals.filter((goal) => open.has(goal.managerId)),
    );
    await this.unlocks.settleIn(manager, [...open], GOAL_ACHIEVEMENTS);
  }

  async recordPointsIn(manager: EntityManager, points: PayloadOf<typeof ManagerGameweekPointsUpdated>) {
    await AchievementLocks.forManagers(manager, [points.managerId]);
    await this.achievements.recordPointsIn(manager, points);
    await this.unlocks.settleIn(manager, [points.managerId], ['century-club']);
  }

  /** A card changed hands (`eventId` names the trade, if it is one). */
  async recordCardChangeIn(
    manager: EntityManager,
    eventId: string,
    card: PayloadOf<typeof CardOwnershipChanged>,
  ) {
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
        eventId,
        sellerId: card.fromUserId!,
        buyerId: card.toUserId!,
        sellerHeldSince: previous?.ownerId === card.fromUserId ? previous.changedAt : null,
        tradedAt: card.changedAt,
      });
      await this.unlocks.settleIn(manager, holders, ['market-master']);
    }
    // Only the receiver can reach Legend Collector by it (the giver's count only falls).
    if (card.toUserId) await this.unlocks.settleIn(manager, [card.toUserId], ['legend-collector']);
  }

  // The card changes may have come first: the footballer's overall makes their owners' cards count.
  async registerFootballerIn(manager: EntityManager, footballer: PayloadOf<typeof FootballerRegistered>) {
    await AchievementLocks.forFootballerRegistration(manager);
    await this.projections.registerFootballerIn(manager, footballer);
    if (footballer.overall < LEGEND_OVERALL) return;
    const owners = await this.achievements.ownersOfCardsIn(manager, [footballer.footballerId]);
    await AchievementLocks.forManagers(manager, owners);
    await this.unlocks.settleIn(manager, owners, ['legend-collector']);
  }

  // A new gameweek: its budgets (each manager's, and the global one the ledger opens) pay the
  // rewards that waited (oldest first), then the cards held from before its deadline (and the
  // trades of cards held through it) count. Rewards wait without the footballers lock (a goal's
  // unlock), so a manager whose rewards came to wait after the locks were taken is not waited for:
  // their next unlock or the next deadline pays them.
  async passDeadlineIn(manager: EntityManager, passed: PayloadOf<typeof GameweekDeadlinePassed>) {
    await AchievementLocks.forDeadline(manager);
    const reached = await this.achievements.reachedByDeadlinesIn(manager, [passed.deadline]);
    await AchievementLocks.forManagers(manager, reached);
    const owed = await AchievementLocks.tryManagers(
      manager,
      await this.achievements.withDueRewardsIn(manager),
    );
    await this.achievements.recordDeadlineIn(manager, passed.gameweek, passed.deadline);
    await this.unlocks.gameweekStartedIn(manager, passed.gameweek);
    await this.unlocks.payDueIn(manager, owed);
    await this.unlocks.settleIn(manager, reached, HELD_THROUGH_DEADLINE_ACHIEVEMENTS);
  }

  async registerManagerIn(manager: EntityManager, user: PayloadOf<typeof UserRegistered>) {
    await AchievementLocks.forRegistration(manager, user.userId);
    await this.projections.registerManagerIn(manager, user);
    await this.unlocks.settleIn(manager, [user.userId], ['early-adopter']);
  }

  /** A league's champions kept under the league, then League Champion settled for them. */
  async recordLeagueFinishedIn(manager: EntityManager, league: PayloadOf<typeof LeagueFinished>) {
    const champions = championsOf(league);
    if (champions.length === 0) return;
    await AchievementLocks.forManagers(manager, champions);
    await this.achievements.recordLeagueWinIn(manager, league.leagueId, champions);
    await this.unlocks.settleIn(manager, champions, ['league-champion']);
  }

  /**
   * The managers a batch's registrations and deadlines recount (its locks take them), read under
   * the footballers lock.
   */
  async recountedIn(manager: EntityManager, locks: AchievementBatchLocks): Promise<string[]> {
    const owners =
      locks.legendFootballerIds.length > 0
        ? await this.achievements.ownersOfCardsIn(manager, locks.legendFootballerIds)
        : [];
    if (locks.deadlines.length === 0) return owners;
    return [...owners, ...(await this.achievements.reachedByDeadlinesIn(manager, locks.deadlines))];
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

/**
 * Who won a league: rank 1 of one that was not cancelled and in which at least
 * LEAGUE_CHAMPION_MIN_SCORING_MEMBERS members scored, each champion with points of their own (more
 * than one only when its tie-break could not split them). Empty leagues made to be won pay nothing.
 */
function championsOf(league: PayloadOf<typeof LeagueFinished>): string[] {
  if (league.cancelled) return [];
  const scoring = league.standings.filter((standing) => standing.points > 0);
  if (scoring.length < LEAGUE_CHAMPION_MIN_SCORING_MEMBERS) return [];
  return scoring.filter((standing) => standing.rank === 1).map((standing) => standing.managerId);
}
