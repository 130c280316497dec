import { Injectable } from '@nestjs/common';
import {
  CardOwnershipChanged,
  FootballerRegistered,
  ManagerGameweekPointsUpdated,
  SplRewardAwarded,
  UserRegistered,
} from '@sfl/contracts';
import { type ConsumerDefinition, type EventEnvelope, handles } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { ProjectionsRepository } from '../projections/projections.repository';
import type { PayloadOf } from '../shared/payload-of';
import { AchievementLocks } from './achievement-locks';
import { LEGEND_OVERALL } from './achievement-progress';
import { AchievementsRepository } from './achievements.repository';
import { AchievementsService } from './achievements.service';

export const ACHIEVEMENTS_CONSUMER = 'spl-rewards.achievements';

/**
 * Keeps the facts achievements count (docs/achievements.md) and unlocks what they reach: goal
 * rewards from this service's own topic (spl-rewards.events), points from squads.events, cards
 * and market sales from nft.events, registrations from users.events and overalls from
 * matches.events. Each event applied once (processed_event), its unlocks, credits and events in
 * its one transaction; every fact is kept under a natural key, so a replay changes nothing either.
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
      handlers: [
        handles(SplRewardAwarded, ({ payload }, manager) => this.rewardAwarded(manager, payload)),
        handles(ManagerGameweekPointsUpdated, ({ payload }, manager) => this.pointsUpdated(manager, payload)),
        handles(CardOwnershipChanged, (event, manager) => this.cardChanged(manager, event)),
        handles(FootballerRegistered, ({ payload }, manager) => this.footballerRegistered(manager, payload)),
        handles(UserRegistered, ({ payload }, manager) => this.userRegistered(manager, payload)),
      ],
    };
  }

  private async rewardAwarded(manager: EntityManager, reward: PayloadOf<typeof SplRewardAwarded>) {
    if (reward.actionType !== 'goal') return;
    await AchievementLocks.forManagers(manager, [reward.managerId]);
    await this.achievements.recordGoalIn(manager, {
      rewardId: reward.rewardId,
      managerId: reward.managerId,
      matchId: reward.matchDetails.matchId,
      footballerId: reward.matchDetails.footballerId,
    });
    await this.service.settleIn(manager, [reward.managerId], ['first-goal', 'hat-trick-hero']);
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
    await this.achievements.recordCardHolderIn(manager, {
      cardId: card.cardId,
      footballerId: card.footballerId,
      ownerId: card.toUserId,
      changedAt: card.changedAt,
    });
    if (card.reason === 'MARKET_SALE') {
      await this.achievements.recordTradeIn(manager, event.id, holders);
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
    const owners = await this.achievements.ownersOfCardsIn(manager, footballer.footballerId);
    await AchievementLocks.forManagers(manager, owners);
    await this.service.settleIn(manager, owners, ['legend-collector']);
  }

  private async userRegistered(manager: EntityManager, user: PayloadOf<typeof UserRegistered>) {
    await AchievementLocks.forRegistration(manager, user.userId);
    await this.projections.registerManagerIn(manager, user);
    await this.service.settleIn(manager, [user.userId], ['early-adopter']);
  }
}
