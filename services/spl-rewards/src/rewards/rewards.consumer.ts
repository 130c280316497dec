import { Injectable } from '@nestjs/common';
import {
  CleanSheetKept,
  FootballerRegistered,
  LineupLocked,
  MatchActionRecorded,
  MatchFinished,
  UserRegistered,
} from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { ProjectionsRepository } from '../projections/projections.repository';
import type { PayloadOf } from '../shared/payload-of';
import { RewardLocks } from './reward-locks';
import { RewardPayerService } from './reward-payer.service';
import { cleanSheetAction, rewardingActionsOf } from './rewarding-actions';
import { RewardsRepository } from './rewards.repository';

export const REWARDS_CONSUMER = 'spl-rewards.rewards';

/**
 * Pays rewards from users.events, matches.events and squads.events, whatever order the topics
 * arrive in (docs/rewards.md): a rewarding action is kept and paid to the lineups already
 * locked; a lineup is paid for the actions of its gameweek already kept; a footballer's
 * registration pays what waited for their name. Each event applied once (processed_event), all
 * its effects in its one transaction.
 */
@Injectable()
export class RewardsConsumer {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly rewards: RewardsRepository,
    private readonly payer: RewardPayerService,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: REWARDS_CONSUMER,
      handlers: [
        handles(UserRegistered, ({ payload }, manager) =>
          this.projections.registerManagerIn(manager, payload),
        ),
        handles(FootballerRegistered, ({ payload }, manager) => this.footballerRegistered(manager, payload)),
        handles(MatchFinished, ({ payload }, manager) =>
          this.projections.recordResultIn(manager, payload.snapshot),
        ),
        handles(MatchActionRecorded, ({ payload }, manager) => this.actionRecorded(manager, payload)),
        handles(CleanSheetKept, ({ payload }, manager) => this.cleanSheetKept(manager, payload)),
        handles(LineupLocked, ({ payload }, manager) => this.lineupLocked(manager, payload)),
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

  private async actionRecorded(manager: EntityManager, recorded: PayloadOf<typeof MatchActionRecorded>) {
    const actions = rewardingActionsOf(recorded);
    if (actions.length === 0) return;
    await RewardLocks.forAction(
      manager,
      recorded.snapshot.gameweek,
      actions.map((action) => action.footballerId),
    );
    await this.projections.recordClubsIn(manager, [recorded.snapshot.homeClub, recorded.snapshot.awayClub]);
    await this.rewards.recordActionsIn(manager, actions);
    await this.payer.payIn(manager, { actionId: recorded.action.id });
  }

  // MatchFinished comes first on the match's partition, so the final score is known here.
  private async cleanSheetKept(manager: EntityManager, kept: PayloadOf<typeof CleanSheetKept>) {
    const result = await this.projections.resultOf(manager, kept.matchId);
    if (!result) throw new Error(`CleanSheetKept before MatchFinished of match ${kept.matchId}`);
    const action = cleanSheetAction(kept, result);
    await RewardLocks.forAction(manager, kept.gameweek, [kept.footballerId]);
    await this.rewards.recordActionsIn(manager, [action]);
    await this.payer.payIn(manager, { actionId: action.actionId });
  }

  private async lineupLocked(manager: EntityManager, lineup: PayloadOf<typeof LineupLocked>) {
    await RewardLocks.forLineup(
      manager,
      lineup.gameweek,
      lineup.starters.map((starter) => starter.footballerId),
    );
    await this.projections.recordStartersIn(manager, lineup);
    await this.payer.payIn(manager, { gameweek: lineup.gameweek, managerId: lineup.managerId });
  }
}
