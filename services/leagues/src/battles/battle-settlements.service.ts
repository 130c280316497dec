import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  BattleAccepted,
  BattleChallenged,
  BattleSettled,
  CompetitionPayoutRequested,
  CompetitionReleaseRequested,
  CompetitionStakeRequested,
  type battleOutcomes,
} from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import { CLOCK, type Clock } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { winnerOf } from './battle-rules';
import { BattlesRepository } from './battles.repository';
import type { BattleStakeEntity } from './entities/battle-stake.entity';
import type { BattleEntity } from './entities/battle.entity';

type ReleaseReason = 'battle_cancelled' | 'battle_expired' | 'battle_drawn';
type BattleOutcome = (typeof battleOutcomes)[number];

/**
 * Every SPL movement of battles, each with its event in the caller's transaction: wagers asked of
 * spl-rewards, released or paid out. Only HELD stakes are ever named in a release or a payout, and
 * they stop being HELD there, so none is named twice. Also the events of a battle's life that move
 * no SPL (challenged, accepted, settled), for the managers' notifications.
 */
@Injectable()
export class BattleSettlementsService {
  constructor(
    private readonly battles: BattlesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Asks spl-rewards to hold the battle's wager from one of its sides, as the stake `stakeId`. */
  async requestWagerIn(
    manager: EntityManager,
    battle: BattleEntity,
    managerId: string,
    stakeId: string,
  ): Promise<void> {
    const stake: BattleStakeEntity = {
      id: stakeId,
      battleId: battle.id,
      managerId,
      amount: battle.wager,
      status: 'REQUESTED',
      refusal: null,
      // On the clock the seat's hold is measured by (BattleSeats).
      requestedAt: new Date(this.clock.now()),
    };
    await this.battles.addStakeIn(manager, stake);
    await recordEvent(manager, CompetitionStakeRequested, {
      aggregateId: managerId,
      payload: {
        stakeId: stake.id,
        managerId,
        competitionId: battle.id,
        purpose: 'battle_wager',
        amount: stake.amount,
        requestedAt: stake.requestedAt.toISOString(),
      },
    });
  }

  /** Gives the stakes that are held back, each to its manager; the others are left alone. */
  async releaseIn(
    manager: EntityManager,
    battleId: string,
    stakes: readonly BattleStakeEntity[],
    reason: ReleaseReason,
  ): Promise<void> {
    const held = stakes.filter((stake) => stake.status === 'HELD').map((stake) => stake.id);
    if (!held.length) return;
    await this.battles.setStakesIn(manager, held, 'RELEASED');
    await recordEvent(manager, CompetitionReleaseRequested, {
      aggregateId: battleId,
      payload: {
        settlementId: randomUUID(),
        competitionId: battleId,
        reason,
        stakeIds: held,
        requestedAt: new Date().toISOString(),
      },
    });
  }

  /**
   * Ends a battle that is not going ahead (CANCELLED or EXPIRED): what is held goes back; a wager
   * still being held goes back when its answer comes (BattleStakesService).
   */
  async closeIn(
    manager: EntityManager,
    battle: BattleEntity,
    status: 'CANCELLED' | 'EXPIRED',
  ): Promise<void> {
    const settledAt = new Date();
    const cancelled = status === 'CANCELLED';
    await this.battles.updateIn(manager, battle.id, { status, settledAt });
    const held = await this.battles.heldStakesIn(manager, battle.id);
    await this.releaseIn(manager, battle.id, held, cancelled ? 'battle_cancelled' : 'battle_expired');
    await this.recordSettled(manager, { ...battle, status, settledAt }, cancelled ? 'cancelled' : 'expired');
  }

  /**
   * Ends a LIVE battle on its final points: both wagers to the side with more, or back to each
   * side on a draw.
   */
  async completeIn(
    manager: EntityManager,
    battle: BattleEntity,
    challengerScore: number,
    opponentScore: number,
  ): Promise<void> {
    const changes = { status: 'COMPLETED' as const, challengerScore, opponentScore, settledAt: new Date() };
    await this.battles.updateIn(manager, battle.id, changes);
    const completed = { ...battle, ...changes };
    const held = await this.battles.heldStakesIn(manager, battle.id);
    const winner = winnerOf(completed);
    if (winner === null) await this.releaseIn(manager, battle.id, held, 'battle_drawn');
    else await this.payOutIn(manager, battle.id, held, winner);
    const outcome: BattleOutcome =
      winner === null ? 'draw' : winner === battle.challengerId ? 'challenger_won' : 'opponent_won';
    await this.recordSettled(manager, completed, outcome);
  }

  // Every held stake to the winner: twice the wager when both sides' are held.
  private async payOutIn(
    manager: EntityManager,
    battleId: string,
    held: readonly BattleStakeEntity[],
    winnerId: string,
  ): Promise<void> {
    const ids = held.map((stake) => stake.id);
    if (!ids.length) return;
    await this.battles.setStakesIn(manager, ids, 'PAID_OUT');
    await recordEvent(manager, CompetitionPayoutRequested, {
      aggregateId: battleId,
      payload: {
        settlementId: randomUUID(),
        competitionId: battleId,
        reason: 'battle_won',
        stakeIds: ids,
        payees: [{ managerId: winnerId, amount: held.reduce((sum, stake) => sum + stake.amount, 0) }],
        requestedAt: new Date().toISOString(),
      },
    });
  }

  /** A battle was created for a named manager: BattleChallenged (an open challenge records none). */
  async recordChallengedIn(manager: EntityManager, battle: BattleEntity): Promise<void> {
    if (battle.invitedId === null) return;
    await recordEvent(manager, BattleChallenged, {
      aggregateId: battle.id,
      payload: {
        battleId: battle.id,
        challengerId: battle.challengerId,
        opponentId: battle.invitedId,
        gameweek: battle.gameweek,
        wager: battle.wager,
        challengedAt: battle.createdAt.toISOString(),
      },
    });
  }

  /** The (locked) battle, its opponent set, became ACCEPTED: both wagers are held. */
  async recordAcceptedIn(manager: EntityManager, battle: BattleEntity): Promise<void> {
    await recordEvent(manager, BattleAccepted, {
      aggregateId: battle.id,
      payload: {
        battleId: battle.id,
        challengerId: battle.challengerId,
        opponentId: battle.opponentId!,
        gameweek: battle.gameweek,
        wager: battle.wager,
        acceptedAt: new Date(this.clock.now()).toISOString(),
      },
    });
  }

  private async recordSettled(
    manager: EntityManager,
    battle: BattleEntity & { settledAt: Date },
    outcome: BattleOutcome,
  ) {
    await recordEvent(manager, BattleSettled, {
      aggregateId: battle.id,
      payload: {
        battleId: battle.id,
        challengerId: battle.challengerId,
        opponentId: battle.opponentId,
        invitedId: battle.invitedId,
        gameweek: battle.gameweek,
        wager: battle.wager,
        challengerPoints: battle.challengerScore,
        opponentPoints: battle.opponentScore,
        outcome,
        settledAt: battle.settledAt.toISOString(),
      },
    });
  }
}
