import { Injectable } from '@nestjs/common';
import {
  CardOwnershipChanged,
  FootballerRegistered,
  GameweekDeadlinePassed,
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
import { AchievementFactsService } from './achievement-facts.service';
import { type AchievementBatchLocks, AchievementLocks } from './achievement-locks';
import { LEGEND_OVERALL } from './achievement-progress';
import type { Goal } from './achievements.repository';

export const ACHIEVEMENTS_CONSUMER = 'spl-rewards.achievements';

/**
 * The facts achievements count (AchievementFactsService keeps them and unlocks what they reach):
 * goal rewards from this service's own topic (spl-rewards.events), points from squads.events, cards
 * and market sales from nft.events, registrations from users.events, overalls and gameweek
 * deadlines from matches.events. Each event applied once (processed_event), its unlocks, credits
 * and events in its one transaction.
 */
@Injectable()
export class AchievementsConsumer {
  constructor(private readonly facts: AchievementFactsService) {}

  definition(): ConsumerDefinition {
    return {
      name: ACHIEVEMENTS_CONSUMER,
      // Every reward comes here (10,000s a second at a busy moment): a batch of them is counted in
      // a fixed number of statements; partitions apply side by side, kept apart by
      // AchievementLocks, all of a batch's taken first in one order.
      batch: {
        maxEvents: 500,
        prepare: (events, manager) =>
          AchievementLocks.forBatch(manager, locksOf(events), (locks) =>
            this.facts.recountedIn(manager, locks),
          ),
      },
      partitionsConsumedConcurrently: 4,
      handlers: [
        handlesMany(SplRewardsAwarded, (events, manager) =>
          this.facts.recordGoalsIn(manager, events.flatMap(goalsOf)),
        ),
        handles(ManagerGameweekPointsUpdated, ({ payload }, manager) =>
          this.facts.recordPointsIn(manager, payload),
        ),
        handles(CardOwnershipChanged, ({ id, payload }, manager) =>
          this.facts.recordCardChangeIn(manager, id, payload),
        ),
        handles(FootballerRegistered, ({ payload }, manager) =>
          this.facts.registerFootballerIn(manager, payload),
        ),
        handles(UserRegistered, ({ payload }, manager) => this.facts.registerManagerIn(manager, payload)),
        handles(GameweekDeadlinePassed, ({ payload }, manager) =>
          this.facts.passDeadlineIn(manager, payload),
        ),
      ],
    };
  }
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
