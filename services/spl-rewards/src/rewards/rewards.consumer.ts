import { Injectable } from '@nestjs/common';
import {
  CleanSheetKept,
  FixtureLocked,
  FootballerRegistered,
  LineupChanged,
  LineupLocked,
  MatchActionRecorded,
  MatchFinished,
  UserRegistered,
} from '@sfl/contracts';
import { type ConsumerDefinition, type EventEnvelope, handles, handlesMany, isEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { ProjectionsRepository } from '../projections/projections.repository';
import { type BatchLocks, RewardLocks } from './reward-locks';
import { rewardingActionsOf } from './rewarding-actions';
import { RewardsService } from './rewards.service';

export const REWARDS_CONSUMER = 'spl-rewards.rewards';

/**
 * Rewards from users.events, matches.events and squads.events (RewardsService applies each, in
 * whatever order the topics arrive). Each event applied once (processed_event), all its effects in
 * its one transaction; a batch's locks taken first, all at once.
 */
@Injectable()
export class RewardsConsumer {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly service: RewardsService,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: REWARDS_CONSUMER,
      // A match's actions come in order on its partition, and a batch of them is paid in a fixed
      // number of statements; partitions apply side by side, kept apart by RewardLocks, all of a
      // batch's taken first in one order (docs/rewards.md).
      batch: {
        maxEvents: 200,
        prepare: async (events, manager) =>
          RewardLocks.forBatch(manager, await this.locksOf(events, manager)),
      },
      // Three: batches of different matches overlap until they credit the managers they share,
      // whose accounts they then take in turn (docs/rewards.md, Batches).
      partitionsConsumedConcurrently: 3,
      handlers: [
        handles(UserRegistered, ({ payload }, manager) =>
          this.projections.registerManagerIn(manager, payload),
        ),
        handles(FootballerRegistered, ({ payload }, manager) =>
          this.service.registerFootballerIn(manager, payload),
        ),
        handles(MatchFinished, ({ payload }, manager) =>
          this.projections.recordResultIn(manager, payload.snapshot),
        ),
        handlesMany(MatchActionRecorded, (events, manager) =>
          this.service.recordActionsIn(
            manager,
            events.map((event) => event.payload),
          ),
        ),
        handles(CleanSheetKept, ({ payload }, manager) => this.service.recordCleanSheetIn(manager, payload)),
        handlesMany(LineupLocked, (events, manager) =>
          this.service.lockLineupsIn(
            manager,
            events.map((event) => event.payload),
          ),
        ),
        handles(LineupChanged, ({ payload }, manager) => this.service.changeLineupIn(manager, payload)),
        handles(FixtureLocked, ({ payload }, manager) => this.service.sealFixtureIn(manager, payload)),
      ],
    };
  }

  /** The locks the handlers of these events take, gathered so a batch takes them all at once. */
  private async locksOf(events: readonly EventEnvelope[], manager: EntityManager): Promise<BatchLocks> {
    const locks: BatchLocks = { registersFootballer: false, actions: [], lineups: [], sealing: [] };
    for (const event of events) {
      if (isEvent(event, FootballerRegistered)) locks.registersFootballer = true;
      else if (isEvent(event, MatchActionRecorded)) locks.actions.push(...rewardingActionsOf(event.payload));
      else if (isEvent(event, CleanSheetKept)) locks.actions.push(event.payload);
      else if (isEvent(event, FixtureLocked)) locks.sealing.push(event.payload.gameweek);
      else if (isEvent(event, LineupLocked) || isEvent(event, LineupChanged)) {
        const { gameweek } = event.payload;
        const starters = isEvent(event, LineupChanged)
          ? await this.service.startersAroundIn(manager, event.payload)
          : event.payload.starters.map(({ footballerId }) => footballerId);
        locks.lineups.push(...starters.map((footballerId) => ({ gameweek, footballerId })));
        if (isEvent(event, LineupChanged)) locks.sealing.push(gameweek);
      }
    }
    return locks;
  }
}
