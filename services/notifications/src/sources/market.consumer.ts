import { Injectable } from '@nestjs/common';
import { CardOwnershipChanged, MarketPurchaseFailed, MarketSaleCompleted } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import type { NotificationDraft } from '../notifications/notification-draft';
import { NotificationKeeper } from '../notifications/notification-keeper.service';
import { NamesRepository } from './names.repository';
import { cardBoughtNotice, cardSoldNotice, purchaseFailedNotice } from './notification-texts';

export const MARKET_CONSUMER = 'notifications.market';

/**
 * nft.events: a completed sale to its seller (none for a new card) and its buyer, a failed
 * purchase to its buyer. Which footballer a card is comes from its ownership changes.
 */
@Injectable()
export class MarketConsumer {
  constructor(
    private readonly names: NamesRepository,
    private readonly keeper: NotificationKeeper,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: MARKET_CONSUMER,
      handlers: [
        handles(CardOwnershipChanged, ({ payload }, manager) => this.names.saveCardIn(manager, payload)),
        handles(MarketSaleCompleted, async ({ id, payload: sale }, manager) => {
          const player = await this.names.playerOnCardIn(manager, sale.cardId);
          const drafts: NotificationDraft[] = [
            {
              sourceEventId: id,
              managerId: sale.buyerId,
              kind: 'CARD_BOUGHT',
              ...cardBoughtNotice(player, sale.price),
            },
          ];
          if (sale.sellerId !== null)
            drafts.push({
              sourceEventId: id,
              managerId: sale.sellerId,
              kind: 'CARD_SOLD',
              ...cardSoldNotice(player, sale.price, sale.sellerAmount),
            });
          await this.keeper.keepIn(manager, drafts);
        }),
        handles(MarketPurchaseFailed, ({ id, payload }, manager) =>
          this.keeper.keepIn(manager, [
            {
              sourceEventId: id,
              managerId: payload.buyerId,
              kind: 'PURCHASE_FAILED',
              ...purchaseFailedNotice(payload.reason),
            },
          ]),
        ),
      ],
    };
  }
}
