import { Injectable } from '@nestjs/common';
import { MarketFundsHeld, MarketFundsRefused, splRewardsTopic } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { PurchaseSettlementService } from './purchase-settlement.service';

export const MARKET_CONSUMER = 'nft.market';

/**
 * The purchases' last step from spl-rewards.events (docs/market.md): the price is held (the card
 * moves, or the purchase fails if its listing is gone or repriced) or refused (the purchase
 * fails). Each event applied once (processed_event).
 */
@Injectable()
export class MarketConsumer {
  constructor(private readonly settlement: PurchaseSettlementService) {}

  definition(): ConsumerDefinition {
    return {
      name: MARKET_CONSUMER,
      // Every partition at once: purchases of one listing take its row in turn (the first held wins),
      // purchases of different listings lock nothing in common.
      partitionsConsumedConcurrently: splRewardsTopic.partitions,
      handlers: [
        handles(MarketFundsHeld, ({ payload }, manager) =>
          this.settlement.fundsHeldIn(manager, payload.purchaseId),
        ),
        handles(MarketFundsRefused, ({ payload }, manager) =>
          this.settlement.fundsRefusedIn(manager, payload),
        ),
      ],
    };
  }
}
