import { Injectable } from '@nestjs/common';
import {
  CompetitionStakeHeld,
  CompetitionStakeRefused,
  CompetitionStakesSettled,
  type CompetitionPayoutRequested,
  type CompetitionReleaseRequested,
  type CompetitionStakeRequested,
  type StakePurpose,
} from '@sfl/contracts';
import { recordEvent, type PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import { SpendableSplService } from '../ledger/spendable-spl.service';
import type { PlacedHold } from '../ledger/ledger.types';
import { SplRewardsErrors } from '../spl-rewards.errors';
import { CompetitionSettlementsRepository } from './competition-settlements.repository';
import { mergedByManager, splitAcrossHolds } from './payout-split';

/** The ledger's `kind` of each step of a stake: its hold by purpose, then its payout or release. */
export const STAKE_KINDS: Record<StakePurpose | 'payout' | 'release', string> = {
  league_prize_pool: 'league_prize_pool',
  league_entry_fee: 'league_entry_fee',
  battle_wager: 'battle_wager',
  payout: 'competition_payout',
  release: 'competition_release',
};

/** The ledger idempotency key of each step: one hold per stake, then one capture or release of it. */
export const stakeKeys = {
  hold: (stakeId: string) => `stake:${stakeId}:hold`,
  payout: (settlementId: string, stakeId: string) => `payout:${settlementId}:${stakeId}`,
  release: (settlementId: string, stakeId: string) => `release:${settlementId}:${stakeId}`,
};

type Payout = PayloadOf<typeof CompetitionPayoutRequested>;
type Release = PayloadOf<typeof CompetitionReleaseRequested>;

/**
 * The SPL side of leagues and battles (docs/ledger.md, Competition stakes): holds each stake from
 * its manager, then pays a settlement's stakes out to the payees or gives them back, each
 * settlement once and whole, its answer recorded in the caller's transaction.
 */
@Injectable()
export class CompetitionSettlementService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly settlements: CompetitionSettlementsRepository,
    private readonly spendable: SpendableSplService,
  ) {}

  /**
   * Holds the stake (CompetitionStakeHeld, and which competition the hold is for: the manager's
   * statement names it), or refuses and moves nothing (CompetitionStakeRefused).
   * Every stake may end with other managers (prizes, a won wager), so bonus SPL not yet unlocked
   * by play cannot pay it.
   */
  holdIn(manager: EntityManager, stake: PayloadOf<typeof CompetitionStakeRequested>): Promise<void> {
    const { stakeId, managerId, competitionId, purpose, amount } = stake;
    const about = { stakeId, managerId, competitionId, purpose, amount };
    const hold = {
      idempotencyKey: stakeKeys.hold(stakeId),
      managerId,
      amount,
      kind: STAKE_KINDS[purpose],
      reference: stakeId,
      paysOtherManagers: true,
    };
    return this.spendable.holdOrRefuse(manager, hold, {
      held: async ({ holdId, balance }) => {
        await this.settlements.recordStakeIn(manager, { holdId, stakeId, competitionId, purpose });
        await recordEvent(manager, CompetitionStakeHeld, {
          aggregateId: managerId,
          payload: { ...about, holdId, balance },
        });
      },
      refused: ({ currentBalance, spendable }) =>
        recordEvent(manager, CompetitionStakeRefused, {
          aggregateId: managerId,
          payload: { ...about, currentBalance, spendable },
        }),
    });
  }

  /**
   * Pays the stakes out to the payees in one go: every stake held and not settled, the payees
   * together exactly what they hold, or COMPETITION_PAYOUT_NOT_STAKES and nothing moves (the event
   * is set aside, the SPL stays held).
   */
  async payOutIn(manager: EntityManager, payout: Payout): Promise<void> {
    if (!(await this.settlements.claimIn(manager, { ...payout, outcome: 'PAID_OUT' }))) return;
    const holds = await this.heldStakes(manager, payout);
    const payees = mergedByManager(payout.payees);
    await this.ledger.lockManagers(
      manager,
      payees.map((payee) => payee.managerId),
    );
    const shares = splitAcrossHolds(
      holds.map(({ hold }) => hold.amount),
      payees,
    );
    for (const [index, { stakeId, hold }] of holds.entries())
      await this.ledger.captureHold(manager, {
        idempotencyKey: stakeKeys.payout(payout.settlementId, stakeId),
        holdId: hold.id,
        payees: shares[index]!,
        kind: STAKE_KINDS.payout,
      });
    await this.recordSettled(
      manager,
      payout,
      'PAID_OUT',
      payees.map((payee) => payee.managerId),
    );
  }

  /**
   * Gives each held stake back to its manager. A stake never held (refused) is skipped, and so is
   * one another settlement already captured or released: it is never paid twice.
   */
  async releaseIn(manager: EntityManager, release: Release): Promise<void> {
    if (!(await this.settlements.claimIn(manager, { ...release, outcome: 'RELEASED' }))) return;
    const held = [];
    for (const stakeId of new Set(release.stakeIds)) {
      const hold = await this.ledger.holdPlacedUnder(manager, stakeKeys.hold(stakeId));
      if (hold?.status === 'HELD') held.push({ stakeId, hold });
    }
    const refunded = [...new Set(held.map(({ hold }) => hold.managerId))];
    await this.ledger.lockManagers(manager, refunded);
    for (const { stakeId, hold } of held)
      await this.ledger.releaseHold(manager, {
        idempotencyKey: stakeKeys.release(release.settlementId, stakeId),
        holdId: hold.id,
        kind: STAKE_KINDS.release,
      });
    await this.recordSettled(manager, release, 'RELEASED', refunded);
  }

  // The payout's stakes with their holds, or the refusal naming what is wrong with them.
  private async heldStakes(
    manager: EntityManager,
    payout: Payout,
  ): Promise<{ stakeId: string; hold: PlacedHold }[]> {
    const held: { stakeId: string; hold: PlacedHold }[] = [];
    const problems = { notHeld: [] as string[], settled: [] as string[], repeated: [] as string[] };
    const seen = new Set<string>();
    for (const stakeId of payout.stakeIds) {
      if (seen.has(stakeId)) {
        problems.repeated.push(stakeId);
        continue;
      }
      seen.add(stakeId);
      const hold = await this.ledger.holdPlacedUnder(manager, stakeKeys.hold(stakeId));
      if (!hold) problems.notHeld.push(stakeId);
      else if (hold.status !== 'HELD') problems.settled.push(stakeId);
      else held.push({ stakeId, hold });
    }
    const paid = payout.payees.reduce((sum, payee) => sum + payee.amount, 0);
    const total = held.reduce((sum, { hold }) => sum + hold.amount, 0);
    const refused = Object.values(problems).some((stakeIds) => stakeIds.length > 0);
    if (refused || paid !== total)
      throw SplRewardsErrors.COMPETITION_PAYOUT_NOT_STAKES(payout.settlementId, {
        paid,
        held: total,
        ...problems,
      });
    return held;
  }

  // The managers paid were locked first: their figures are final until the transaction ends.
  private async recordSettled(
    manager: EntityManager,
    settlement: Payout | Release,
    outcome: 'PAID_OUT' | 'RELEASED',
    paidManagerIds: readonly string[],
  ): Promise<void> {
    const { settlementId, competitionId } = settlement;
    await recordEvent(manager, CompetitionStakesSettled, {
      aggregateId: competitionId,
      payload: {
        settlementId,
        competitionId,
        outcome,
        balances: await this.ledger.balancesOf(manager, paidManagerIds),
      },
    });
  }
}
