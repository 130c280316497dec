import { Injectable } from '@nestjs/common';
import type {
  CleanSheetKept,
  FixtureLocked,
  FootballerRegistered,
  LineupChanged,
  LineupLocked,
  MatchActionRecorded,
} from '@sfl/contracts';
import type { PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { ProjectionsRepository } from '../projections/projections.repository';
import { FixtureSealsRepository } from './fixture-seals.repository';
import { RewardLocks } from './reward-locks';
import { RewardPayerService } from './reward-payer.service';
import { cleanSheetAction, rewardingActionsOf } from './rewarding-actions';
import { RewardsRepository } from './rewards.repository';

/**
 * What each fact of users, matches and squads means for rewards, whatever order they arrive in
 * (docs/rewards.md): a rewarding action is kept and paid to the lineups already locked; a lineup is
 * paid for the actions of its gameweek already kept; a footballer's registration pays what waited
 * for their name; each only in matches open for payment, which a fixture's lock and the lineup
 * changes made before it open. Each in the caller's transaction, its locks taken first.
 */
@Injectable()
export class RewardsService {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly rewards: RewardsRepository,
    private readonly payer: RewardPayerService,
    private readonly seals: FixtureSealsRepository,
  ) {}

  async registerFootballerIn(manager: EntityManager, footballer: PayloadOf<typeof FootballerRegistered>) {
    await RewardLocks.forFootballer(manager);
    await this.projections.registerFootballerIn(manager, footballer);
    await this.payer.payIn(manager, { footballerId: footballer.footballerId });
  }

  // Any number of actions in a fixed number of statements: the locks of all their (gameweek,
  // footballer) pairs, their clubs, the actions, then the unpaid pairs of them all paid at once.
  async recordActionsIn(manager: EntityManager, recorded: readonly PayloadOf<typeof MatchActionRecorded>[]) {
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
  async recordCleanSheetIn(manager: EntityManager, kept: PayloadOf<typeof CleanSheetKept>) {
    const result = await this.projections.resultOf(manager, kept.matchId);
    if (!result) throw new Error(`CleanSheetKept before MatchFinished of match ${kept.matchId}`);
    const action = cleanSheetAction(kept, result);
    await RewardLocks.forActions(manager, [action]);
    await this.rewards.recordActionsIn(manager, [action]);
    await this.payer.payIn(manager, { actionIds: [action.actionId] });
  }

  // A deadline locks every manager's lineup at once: any number of them in a fixed number of
  // statements per gameweek, the locks of all their starters first, in one sorted statement.
  async lockLineupsIn(manager: EntityManager, lineups: readonly PayloadOf<typeof LineupLocked>[]) {
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
  async changeLineupIn(manager: EntityManager, lineup: PayloadOf<typeof LineupChanged>) {
    await RewardLocks.forLineup(manager, lineup.gameweek, await this.startersAroundIn(manager, lineup), {
      sealing: true,
    });
    await this.seals.recordChangeIn(manager, lineup.gameweek, lineup.changeNo);
    await this.projections.changeStartersIn(manager, lineup);
    await this.payer.payIn(manager, { gameweek: lineup.gameweek, managerIds: [lineup.managerId] });
    await this.payOpened(manager, lineup.gameweek);
  }

  /** squads locked a fixture: its match opens for payment once the changes made before are applied. */
  async sealFixtureIn(manager: EntityManager, seal: PayloadOf<typeof FixtureLocked>) {
    await RewardLocks.forSeal(manager, seal.gameweek);
    await this.seals.sealIn(manager, seal);
    await this.payOpened(manager, seal.gameweek);
  }

  /** The starters a lineup change concerns: the ones it had before and the ones it brings. */
  async startersAroundIn(manager: EntityManager, lineup: PayloadOf<typeof LineupChanged>) {
    const before = await this.projections.startersOfIn(manager, lineup.gameweek, lineup.managerId);
    return [...new Set([...before, ...lineup.starters.map((starter) => starter.footballerId)])];
  }

  private async payOpened(manager: EntityManager, gameweek: number) {
    const matchIds = await this.seals.openReadyIn(manager, gameweek);
    if (matchIds.length > 0) await this.payer.payIn(manager, { matchIds });
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
