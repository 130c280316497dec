import { Injectable } from '@nestjs/common';
import { MarketPurchaseFailed, MarketSaleCompleted, spendingRefusalOf } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { inGameCardFacts, recordOwnershipChanges } from '../cards/card-events';
import { CardsRepository } from '../cards/cards.repository';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { MarketPurchaseEntity, PurchaseFailure } from './entities/market-purchase.entity';
import { recordListingEnded } from './listing-ended';
import { MarketRepository } from './market.repository';

/** The card a purchase gets once its SPL is held, or why it gets none. */
type Delivery = { cardId: string } | { failure: PurchaseFailure };

/**
 * The end of a purchase (docs/market.md), in the transaction that applies spl-rewards' answer:
 * with the SPL held, the buyer gets the listing if it is still on the market at the price he
 * confirmed (the first held wins) or a new card if one is left, and spl-rewards is told to pay
 * (MarketSaleCompleted); otherwise the purchase fails and spl-rewards releases the hold
 * (MarketPurchaseFailed). A purchase already settled changes nothing.
 */
@Injectable()
export class PurchaseSettlementService {
  constructor(
    private readonly market: MarketRepository,
    private readonly cards: CardsRepository,
    private readonly catalogue: CatalogueRepository,
  ) {}

  async fundsHeldIn(manager: EntityManager, purchaseId: string): Promise<void> {
    const purchase = await this.market.lockPurchaseIn(manager, purchaseId);
    if (!purchase || purchase.status !== 'PENDING') return;
    const delivery = purchase.listingId
      ? await this.takeListingIn(manager, purchase)
      : await this.mintNewCardIn(manager, purchase);
    if ('failure' in delivery) return this.failIn(manager, purchase, delivery.failure);
    const completedAt = new Date();
    await this.market.markPurchaseCompletedIn(manager, purchase.id, delivery.cardId, completedAt);
    await recordEvent(manager, MarketSaleCompleted, {
      aggregateId: purchase.id,
      payload: {
        purchaseId: purchase.id,
        cardId: delivery.cardId,
        buyerId: purchase.buyerId,
        sellerId: purchase.sellerId,
        price: purchase.price,
        sellerAmount: purchase.price - purchase.fee,
        fee: purchase.fee,
        completedAt: completedAt.toISOString(),
      },
    });
  }

  /** spl-rewards refused: too little SPL, or too little of it unlocked for paying another manager. */
  async fundsRefusedIn(
    manager: EntityManager,
    refused: { purchaseId: string; amount: number; currentBalance: number },
  ): Promise<void> {
    const purchase = await this.market.lockPurchaseIn(manager, refused.purchaseId);
    if (purchase?.status === 'PENDING') await this.failIn(manager, purchase, spendingRefusalOf(refused));
  }

  // The listing's card to the buyer at the price, if the listing is still on the market at it.
  private async takeListingIn(manager: EntityManager, purchase: MarketPurchaseEntity): Promise<Delivery> {
    const listing = await this.market.lockListingIn(manager, purchase.listingId!);
    if (!listing) return { failure: 'CARD_UNAVAILABLE' };
    if (listing.status === 'SOLD') return { failure: 'LISTING_SOLD' };
    if (listing.status === 'DELISTED') return { failure: 'LISTING_DELISTED' };
    if (listing.price !== purchase.price) return { failure: 'PRICE_CHANGED' };
    const card = await this.cards.lockIn(manager, listing.cardId);
    if (card?.ownerId !== listing.sellerId) return { failure: 'CARD_UNAVAILABLE' };
    const now = new Date();
    await this.market.markListingSoldIn(manager, listing.id, purchase.id, now);
    await this.cards.handOverIn(manager, card, {
      ownerId: purchase.buyerId,
      value: purchase.price,
      acquiredAt: now,
    });
    await recordListingEnded(manager, listing, 'SOLD', now);
    await recordOwnershipChanges(
      manager,
      [
        {
          card: inGameCardFacts(card),
          fromUserId: listing.sellerId,
          toUserId: purchase.buyerId,
          reason: 'MARKET_SALE',
        },
      ],
      now,
    );
    return { cardId: card.id };
  }

  // A new card of the footballer this season, if any is left, worth what was paid.
  private async mintNewCardIn(manager: EntityManager, purchase: MarketPurchaseEntity): Promise<Delivery> {
    const footballer = await this.catalogue.byIdIn(manager, purchase.footballerId!);
    const season = await this.catalogue.currentSeasonIn(manager);
    if (!footballer || season === null) return { failure: 'CARD_UNAVAILABLE' };
    const card = await this.cards.mintIn(manager, {
      footballerId: footballer.id,
      rarity: footballer.rarity,
      season,
      ownerId: purchase.buyerId,
    });
    if (!card) return { failure: 'CARD_UNAVAILABLE' };
    await recordOwnershipChanges(
      manager,
      [{ card: inGameCardFacts(card), fromUserId: null, toUserId: purchase.buyerId, reason: 'PRIMARY_SALE' }],
      card.acquiredAt,
    );
    return { cardId: card.id };
  }

  private async failIn(manager: EntityManager, purchase: MarketPurchaseEntity, reason: PurchaseFailure) {
    const failedAt = new Date();
    await this.market.markPurchaseFailedIn(manager, purchase.id, reason, failedAt);
    await recordEvent(manager, MarketPurchaseFailed, {
      aggregateId: purchase.id,
      payload: {
        purchaseId: purchase.id,
        buyerId: purchase.buyerId,
        reason,
        failedAt: failedAt.toISOString(),
      },
    });
  }
}
