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
import { FixtureSealsRepository } from './fixture-seals.repository';
import { type BatchLocks, RewardLocks } from './reward-locks';
import { RewardPayerService } from './reward-payer.service';
import { cleanSheetAction, rewardingActionsOf } from './rewarding-actions';
import { RewardsRepository } from './rewards.repository';

export const REWARDS_CONSUMER = 'spl-rewards.rewards';

/**
 * Pays rewards from users.events, matches.events and squads.events, whatever order the topics
 * arrive in (docs/rewards.md): a rewarding action is kept and paid to the lineups already
 * locked; a lineup is paid for the actions of its gameweek already kept; a footballer's
 * registration pays what waited for their name; each only in matches open for payment, which a
 * fixture's lock and the lineup changes made before it open. Each event applied once
 * (processed_event), all its effects in its one transaction.
 */
@Injectable()
export class RewardsConsumer {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly rewards: RewardsRepository,
    private readonly payer: RewardPayerService,
    private readonly seals: FixtureSealsRepository,
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
        handles(FootballerRegistered, ({ payload }, manager) => this.footballerRegistered(manager, payload)),
        handles(MatchFinished, ({ payload }, manager) =>
          this.projections.recordResultIn(manager, payload.snapshot),
        ),
        handlesMany(MatchActionRecorded, (events, manager) =>
          this.actionsRecorded(
            manager,
            events.map((event) => event.payload),
          ),
        ),
        handles(CleanSheetKept, ({ payload }, manager) => this.cleanSheetKept(manager, payload)),
        handlesMany(LineupLocked, (events, manager) =>
          this.lineupsLocked(
            manager,
            events.map((event) => event.payload),
          ),
        ),
        handles(LineupChanged, ({ payload }, manager) => this.lineupChanged(manager, payload)),
        handles(FixtureLocked, ({ payload }, manager) => this.fixtureLocked(manager, payload)),
      ],
    };
  }

  private async footballerRegistered(
    manager: EntityManager,
    footballer: PayloadOf<typeof FootballerRegistered>,
  ) {
    await RewardLocks.forFootballer(manager);
    await this.projections.registerFootballerIn(manager, footballer);
    await this.payer.payIn(manager, { footballerId: footballer.footballerId });
  }

  // Any number of actions in a fixed number of statements: the locks of all their (gameweek,
  // footballer) pairs, their clubs, the actions, then the unpaid pairs of them all paid at once.
  private async actionsRecorded(
    manager: EntityManager,
    recorded: readonly PayloadOf<typeof MatchActionRecorded>[],
  ) {
    const rewarding = recorded
      .map((event) => ({ snapshot: event.snapshot, actions: rewardingActionsOf(event) }))
      .filter(({ actions }) => actions.length > 0);
    if (rewarding.length === 0) return;
    const actions = rewarding.flatMap((event) => event.actions);
    await RewardLocks.forActions(manager, actions);
    await this.projections.recordClubsIn(manager, clubsOf(rewarding.map((event) => event.snapshot)));
    await this.rewards.recordActionsIn(manager, actions);
    await this.payer.payIn(manager, { actionIds: [...new Set(actions.map((action) => action.actionId))] });
  }

  // MatchFinished comes first on the match's partition, so the final score is known here.
  private async cleanSheetKept(manager: EntityManager, kept: PayloadOf<typeof CleanSheetKept>) {
    const result = await this.projections.resultOf(manager, kept.matchId);
    if (!result) throw new Error(`CleanSheetKept before MatchFinished of match ${kept.matchId}`);
    const action = cleanSheetAction(kept, result);
    await RewardLocks.forActions(manager, [action]);
    await this.rewards.recordActionsIn(manager, [action]);
    await this.payer.payIn(manager, { actionIds: [action.actionId] });
  }

  // A deadline locks every manager's lineup at once: any number of them in a fixed number of
  // statements per gameweek, the locks of all their starters first, in one sorted statement.
  private async lineupsLocked(manager: EntityManager, lineups: readonly PayloadOf<typeof LineupLocked>[]) {
    await RewardLocks.forBatch(manager, {
      registersFootballer: false,
      actions: [],
      lineups: lineups.flatMap(({ gameweek, starters }) =>
        starters.map(({ footballerId }) => ({ gameweek, footballerId })),
      ),
      sealing: [],
    });
    await this.projections.recordStartersIn(manager, lineups);
    for (const gameweek of new Set(lineups.map((lineup) => lineup.gameweek))) {
      const managerIds = lineups
        .filter((lineup) => lineup.gameweek === gameweek)
        .map((lineup) => lineup.managerId);
      await this.payer.payIn(manager, { gameweek, managerIds });
    }
  }

  /**
   * Its starters before and after the change locked (an action of one of them waits for it, or it
   * for the action), then the actions already kept of the starters it brings in paid, in the
   * matches open for payment; and the matches whose seals waited for this change opened and paid
   * (docs/rewards.md, Changed lineups). A match is open only once every change made before its
   * kick-off is applied, so a starter changed out before his is never paid for it.
   */
  private async lineupChanged(manager: EntityManager, lineup: PayloadOf<typeof LineupChanged>) {
    await RewardLocks.forLineup(manager, lineup.gameweek, await this.startersAround(manager, lineup), {
      sealing: true,
    });
    await this.seals.recordChangeIn(manager, lineup.gameweek, lineup.changeNo);
    await this.projections.changeStartersIn(manager, lineup);
    await this.payer.payIn(manager, { gameweek: lineup.gameweek, managerIds: [lineup.managerId] });
    await this.payOpened(manager, lineup.gameweek);
  }

  /** squads locked a fixture: its match opens for payment once the changes made before are applied. */
  private async fixtureLocked(manager: EntityManager, seal: PayloadOf<typeof FixtureLocked>) {
    await RewardLocks.forSeal(manager, seal.gameweek);
    await this.seals.sealIn(manager, seal);
    await this.payOpened(manager, seal.gameweek);
  }

  private async payOpened(manager: EntityManager, gameweek: number) {
    const matchIds = await this.seals.openReadyIn(manager, gameweek);
    if (matchIds.length > 0) await this.payer.payIn(manager, { matchIds });
  }

  private async startersAround(manager: EntityManager, lineup: PayloadOf<typeof LineupChanged>) {
    const before = await this.projections.startersOfIn(manager, lineup.gameweek, lineup.managerId);
    return [...new Set([...before, ...lineup.starters.map((starter) => starter.footballerId)])];
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
          ? await this.startersAround(manager, event.payload)
          : event.payload.starters.map(({ footballerId }) => footballerId);
        locks.lineups.push(...starters.map((footballerId) => ({ gameweek, footballerId })));
        if (isEvent(event, LineupChanged)) locks.sealing.push(gameweek);
      }
    }
    return locks;
  }
}

/**
 * The clubs of the matches, each once and in id order: two batches inserting the same new clubs
 * in one order cannot deadlock on them.
 */
function clubsOf(snapshots: readonly PayloadOf<typeof MatchActionRecorded>['snapshot'][]) {
  const clubs = new Map(
    snapshots.flatMap((snapshot) => [snapshot.homeClub, snapshot.awayClub]).map((club) => [club.id, club]),
  );
  return [...clubs.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
