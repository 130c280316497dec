import { Injectable } from '@nestjs/common';
import { isExceptionFrom } from '@sfl/errors';
import type { EntityManager } from 'typeorm';
import { SplRewardsErrors } from '../spl-rewards.errors';
import type { VestedBonus } from '../vesting/bonus-vesting';
import { BonusVestingService } from '../vesting/bonus-vesting.service';
import { LedgerService } from './ledger.service';
import type { PlaceHoldInput, PlaceHoldResult, SplBalanceFigures } from './ledger.types';

/** A hold another service asks for: `paysOtherManagers` when its SPL may end with other managers. */
export type SpendingHold = Omit<PlaceHoldInput, 'untouchable'> & { paysOtherManagers: boolean };

/** What a service asking for a hold is answered, each recorded in the movement's transaction. */
export interface HoldAnswers {
  /** the hold was placed now (not when its key had been applied before: that answered already) */
  held(hold: PlaceHoldResult): Promise<unknown>;
  /**
   * refused, nothing moved and the key stays free: the balance, and what of it this spending could
   * use (less when bonus SPL not yet unlocked stood in the way of paying other managers)
   */
  refused(refusal: { currentBalance: number; spendable: number }): Promise<unknown>;
}

/**
 * What of a manager's SPL a spending may use (docs/ledger.md, Bonus SPL): all of it for the house
 * (a new card), all but the bonus SPL his play has not unlocked yet for other managers (a listing,
 * a league's fee or prize pool, a battle wager).
 */
@Injectable()
export class SpendableSplService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly vesting: BonusVestingService,
  ) {}

  /**
   * Places a hold for another service (a market purchase, a competition's stake) and records its
   * answer: held, or refused with the balance and what of it was spendable (INSUFFICIENT_SPL or
   * BONUS_SPL_LOCKED, which the ledger withdrew whole). A key applied before answers nothing again.
   */
  async holdOrRefuse(manager: EntityManager, hold: SpendingHold, answers: HoldAnswers): Promise<void> {
    const { paysOtherManagers, ...movement } = hold;
    let placed: PlaceHoldResult;
    try {
      const untouchable = paysOtherManagers ? await this.lockedBonusIn(manager, hold.managerId) : 0;
      placed = await this.ledger.placeHold(manager, { ...movement, untouchable });
    } catch (error) {
      if (!isExceptionFrom(SplRewardsErrors, error)) throw error;
      if (error.reason !== 'INSUFFICIENT_SPL' && error.reason !== 'BONUS_SPL_LOCKED') throw error;
      const { available, spendable } = error.details as { available: number; spendable: number };
      await answers.refused({ currentBalance: available, spendable });
      return;
    }
    if (placed.applied) await answers.held(placed);
  }

  /**
   * The manager's figures and the part of his balance that cannot pay other managers yet: the
   * bonus SPL not unlocked by play, at most the balance.
   */
  async balanceOf(managerId: string): Promise<SplBalanceFigures & VestedBonus> {
    const figures = await this.ledger.balanceOf(managerId);
    const { bonusReceived } = await this.ledger.spendingFiguresOf(managerId);
    const vested = await this.vesting.vestedBonusOf(managerId, bonusReceived);
    const lockedBonus = Math.min(vested.lockedBonus, figures.currentBalance);
    return {
      ...figures,
      lockedBonus,
      gameweeksUntilUnlocked: lockedBonus > 0 ? vested.gameweeksUntilUnlocked : 0,
    };
  }

  // The account is locked first: no bonus credit lands between this reckoning and the hold.
  private async lockedBonusIn(manager: EntityManager, managerId: string): Promise<number> {
    const { bonusReceived } = await this.ledger.lockForSpending(manager, managerId);
    return (await this.vesting.vestedBonusIn(manager, managerId, bonusReceived)).lockedBonus;
  }
}
