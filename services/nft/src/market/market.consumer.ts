import { Injectable } from '@nestjs/common';
import { MarketFundsHeld, MarketFundsRefused } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { MarketService } from './market.service';

export const MARKET_CONSUMER = 'nft.market';

/**
 * The purchases' next step from spl-rewards.events (docs/market.md): the price is held (the card
 * moves) or refused (the purchase fails). Each event applied once (processed_event).
 */
@Injectable()
export class MarketConsumer {
  constructor(private readonly market: MarketService) {}

  definition(): ConsumerDefinition {
    return {
      name: MARKET_CONSUMER,
      handlers: [
        handles(MarketFundsHeld, ({ payload }, manager) =>
          this.market.fundsHeldIn(manager, payload.purchaseId),
        ),
        handles(MarketFundsRefused, ({ payload }, manager) =>
          this.market.fundsRefusedIn(manager, payload.purchaseId),
        ),
      ],
    };
  }
}
