import { isExceptionFrom } from '@sfl/errors';
import type { EntityManager } from 'typeorm';
import { SplRewardsErrors } from '../spl-rewards.errors';
import type { LedgerService } from './ledger.service';
import type { PlaceHoldInput, PlaceHoldResult } from './ledger.types';

/** What a service asking for a hold is answered, each recorded in the movement's transaction. */
export interface HoldAnswers {
  /** the hold was placed now (not when its key had been applied before: that answered already) */
  held(hold: PlaceHoldResult): Promise<unknown>;
  /** the manager holds less than the amount: nothing moved, and the key stays free */
  refused(currentBalance: number): Promise<unknown>;
}

/**
 * Places a hold for another service (a market purchase, a competition's stake) and records its
 * answer: held, or refused with the manager's balance when it is not enough (INSUFFICIENT_SPL,
 * which the ledger withdrew whole). A key applied before answers nothing again.
 */
export async function holdOrRefuse(
  ledger: LedgerService,
  manager: EntityManager,
  hold: PlaceHoldInput,
  answers: HoldAnswers,
): Promise<void> {
  let placed: PlaceHoldResult;
  try {
    placed = await ledger.placeHold(manager, hold);
  } catch (error) {
    if (!isExceptionFrom(SplRewardsErrors, error) || error.reason !== 'INSUFFICIENT_SPL') throw error;
    await answers.refused(error.details.available as number);
    return;
  }
  if (placed.applied) await answers.held(placed);
}
