import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CompetitionPayoutRequested,
  CompetitionReleaseRequested,
  CompetitionStakeRequested,
  type STAKE_RELEASE_REASONS,
  type StakePurpose,
} from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import type { LeagueStakeEntity } from './entities/league-stake.entity';
import { LeagueStakesRepository } from './league-stakes.repository';

type ReleaseReason = (typeof STAKE_RELEASE_REASONS)[number];

export interface StakeRequest {
  leagueId: string;
  managerId: string;
  membershipId: string | null;
  purpose: StakePurpose;
  amount: number;
}

/**
 * A league's SPL in spl-rewards' ledger: asks for stakes to be held, and for held ones to be paid
 * out or released. Only a HELD stake is ever named in a payout or a release (docs/leagues.md).
 */
@Injectable()
export class LeagueStakesService {
  constructor(private readonly stakes: LeagueStakesRepository) {}

  async requestIn(manager: EntityManager, request: StakeRequest): Promise<LeagueStakeEntity> {
    const stake = await this.stakes.insertIn(manager, {
      id: randomUUID(),
      ...request,
      status: 'REQUESTED',
      requestedAt: new Date(),
    });
    await recordEvent(manager, CompetitionStakeRequested, {
      aggregateId: stake.managerId,
      payload: {
        stakeId: stake.id,
        managerId: stake.managerId,
        competitionId: stake.leagueId,
        purpose: stake.purpose,
        amount: stake.amount,
        requestedAt: stake.requestedAt.toISOString(),
      },
    });
    return stake;
  }

  /** Each held stake back to its manager; nothing is asked when none is held. */
  async releaseIn(
    manager: EntityManager,
    leagueId: string,
    stakes: readonly LeagueStakeEntity[],
    reason: ReleaseReason,
  ): Promise<void> {
    const held = stakes.filter((stake) => stake.status === 'HELD');
    if (!held.length) return;
    await this.stakes.settleIn(manager, held, 'RELEASED');
    await recordEvent(manager, CompetitionReleaseRequested, {
      aggregateId: leagueId,
      payload: {
        settlementId: randomUUID(),
        competitionId: leagueId,
        reason,
        stakeIds: held.map((stake) => stake.id),
        requestedAt: new Date().toISOString(),
      },
    });
  }

  /** The held stakes paid to the payees, whose amounts add up to exactly what the stakes hold. */
  async payOutIn(
    manager: EntityManager,
    leagueId: string,
    held: readonly LeagueStakeEntity[],
    payees: { managerId: string; amount: number }[],
  ): Promise<void> {
    const total = held.reduce((sum, stake) => sum + stake.amount, 0);
    const paid = payees.reduce((sum, payee) => sum + payee.amount, 0);
    if (held.some((stake) => stake.status !== 'HELD') || paid !== total)
      throw new Error(`League ${leagueId}: payees (${paid}) must share exactly the held stakes (${total})`);
    if (!held.length) return;
    await this.stakes.settleIn(manager, held, 'PAID_OUT');
    await recordEvent(manager, CompetitionPayoutRequested, {
      aggregateId: leagueId,
      payload: {
        settlementId: randomUUID(),
        competitionId: leagueId,
        reason: 'league_prizes',
        stakeIds: held.map((stake) => stake.id),
        payees: payees.filter((payee) => payee.amount > 0),
        requestedAt: new Date().toISOString(),
      },
    });
  }
}
