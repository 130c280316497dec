import { Injectable } from '@nestjs/common';
import {
  MarketFundsHeld,
  MarketFundsRefused,
  MarketFundsSettled,
  type MarketPurchaseFailed,
  type MarketPurchaseRequested,
  type MarketSaleCompleted,
} from '@sfl/contracts';
import { recordEvent, type PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import { SpendableSplService } from '../ledger/spendable-spl.service';
import { SplRewardsErrors } from '../spl-rewards.errors';

/** The ledger's `kind` of each step of a purchase. */
export const MARKET_KINDS = {
  hold: 'market_purchase',
  capture: 'market_sale',
  release: 'market_purchase_failed',
} as const;

/** The ledger idempotency key of each step of a purchase: one hold, then one capture or one release. */
export const marketKeys = {
  hold: (purchaseId: string) => `market:${purchaseId}:hold`,
  capture: (purchaseId: string) => `market:${purchaseId}:capture`,
  release: (purchaseId: string) => `market:${purchaseId}:release`,
};

/**
 * The SPL side of a market purchase (docs/ledger.md, Market purchases): holds the price from the
 * buyer, then pays it out to the seller and the treasury or gives it back, each step one ledger
 * movement under the purchase's key and its answer recorded in the caller's transaction. A step
 * the ledger had already applied answers nothing again.
 */
@Injectable()
export class MarketSettlementService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly spendable: SpendableSplService,
  ) {}

  /**
   * Holds the price from the buyer (MarketFundsHeld), or refuses and moves nothing
   * (MarketFundsRefused). A listing's price pays its seller, so bonus SPL not yet unlocked by play
   * cannot pay it; a new card's goes to the treasury, which any SPL pays.
   */
  holdIn(manager: EntityManager, request: PayloadOf<typeof MarketPurchaseRequested>): Promise<void> {
    const { purchaseId, buyerId, sellerId, price } = request;
    const hold = {
      idempotencyKey: marketKeys.hold(purchaseId),
      managerId: buyerId,
      amount: price,
      kind: MARKET_KINDS.hold,
      reference: purchaseId,
      paysOtherManagers: sellerId !== null,
    };
    return this.spendable.holdOrRefuse(manager, hold, {
      held: ({ holdId, balance }) =>
        recordEvent(manager, MarketFundsHeld, {
          aggregateId: buyerId,
          payload: { purchaseId, buyerId, holdId, amount: price, balance },
        }),
      refused: ({ currentBalance, spendable }) =>
        recordEvent(manager, MarketFundsRefused, {
          aggregateId: buyerId,
          payload: { purchaseId, buyerId, amount: price, currentBalance, spendable },
        }),
    });
  }

  /**
   * The card is the buyer's: the hold paid out, `sellerAmount` to the seller and `fee` to the
   * treasury. A split that is not the price held is refused whole (MARKET_SPLIT_NOT_PRICE), so the
   * event is set aside and the SPL stays held for an operator.
   */
  async captureIn(manager: EntityManager, sale: PayloadOf<typeof MarketSaleCompleted>): Promise<void> {
    const hold = await this.ledger.holdPlacedUnder(manager, marketKeys.hold(sale.purchaseId));
    // No hold (refused, or never asked for): nothing was taken, so nothing is paid.
    if (!hold) return;
    const split = {
      price: sale.price,
      sellerAmount: sale.sellerAmount,
      fee: sale.fee,
      hasSeller: sale.sellerId !== null,
      held: hold.amount,
    };
    if (
      split.sellerAmount + split.fee !== split.price ||
      split.price !== split.held ||
      (!split.hasSeller && split.sellerAmount > 0)
    )
      throw SplRewardsErrors.MARKET_SPLIT_NOT_PRICE(sale.purchaseId, split);
    const payees =
      sale.sellerId !== null && sale.sellerAmount > 0
        ? [{ managerId: sale.sellerId, amount: sale.sellerAmount }]
        : [];
    const { applied } = await this.ledger.captureHold(manager, {
      idempotencyKey: marketKeys.capture(sale.purchaseId),
      holdId: hold.id,
      payees,
      treasury: sale.fee,
      kind: MARKET_KINDS.capture,
    });
    if (!applied) return;
    await this.recordSettled(
      manager,
      sale.purchaseId,
      hold.id,
      'CAPTURED',
      payees.map((payee) => payee.managerId),
    );
  }

  /** The purchase will not complete: the hold, if one was placed, goes back to the buyer. */
  async releaseIn(manager: EntityManager, failure: PayloadOf<typeof MarketPurchaseFailed>): Promise<void> {
    const hold = await this.ledger.holdPlacedUnder(manager, marketKeys.hold(failure.purchaseId));
    // Refused (INSUFFICIENT_SPL): no hold, nothing to give back.
    if (!hold) return;
    const { applied } = await this.ledger.releaseHold(manager, {
      idempotencyKey: marketKeys.release(failure.purchaseId),
      holdId: hold.id,
      kind: MARKET_KINDS.release,
    });
    if (!applied) return;
    await this.recordSettled(manager, failure.purchaseId, hold.id, 'RELEASED', [hold.managerId]);
  }

  // The managers paid are locked by the movement until the transaction ends: their figures are final.
  private async recordSettled(
    manager: EntityManager,
    purchaseId: string,
    holdId: string,
    outcome: 'CAPTURED' | 'RELEASED',
    paidManagerIds: readonly string[],
  ): Promise<void> {
    await recordEvent(manager, MarketFundsSettled, {
      aggregateId: purchaseId,
      payload: {
        purchaseId,
        holdId,
        outcome,
        balances: await this.ledger.balancesOf(manager, paidManagerIds),
      },
    });
  }
}
