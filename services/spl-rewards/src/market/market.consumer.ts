import { Injectable } from '@nestjs/common';
import { MarketPurchaseFailed, MarketPurchaseRequested, MarketSaleCompleted, nftTopic } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { MarketSettlementService } from './market-settlement.service';

export const MARKET_CONSUMER = 'spl-rewards.market';

/**
 * The SPL steps of market purchases from nft.events (docs/ledger.md, Market purchases): a
 * purchase requested is held or refused; a sale completed captures the hold, a purchase failed
 * releases it. A purchase's events share its partition (keyed by its id), so they arrive in
 * order. Each event applied once (processed_event), its ledger movement under the purchase's key
 * and its answer on spl-rewards.events in its one transaction.
 */
@Injectable()
export class MarketConsumer {
  constructor(private readonly settlement: MarketSettlementService) {}

  definition(): ConsumerDefinition {
    return {
      name: MARKET_CONSUMER,
      // Every partition at once: a movement locks only its hold and the one manager it takes from or
      // pays (ESCROW and TREASURY keep no balance row), so purchases of different buyers and sellers
      // never wait on each other, and a buyer's or seller's movements take his account in turn.
      partitionsConsumedConcurrently: nftTopic.partitions,
      handlers: [
        handles(MarketPurchaseRequested, ({ payload }, manager) => this.settlement.holdIn(manager, payload)),
        handles(MarketSaleCompleted, ({ payload }, manager) => this.settlement.captureIn(manager, payload)),
        handles(MarketPurchaseFailed, ({ payload }, manager) => this.settlement.releaseIn(manager, payload)),
      ],
    };
  }
}
