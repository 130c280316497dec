import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CardListed,
  CardListingEnded,
  MARKET_MAX_PRICE_SPL,
  MARKET_MIN_PRICE_SPL,
  MarketPurchaseFailed,
  MarketPurchaseRequested,
  MarketSaleCompleted,
  marketFeeFor,
} from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import { DataSource, type EntityManager } from 'typeorm';
import { LIST_PRICE_SPL } from '../cards/card-tiers';
import { inGameCardFacts, recordOwnershipChanges } from '../cards/card-events';
import { CardsRepository } from '../cards/cards.repository';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { NftErrors } from '../nft.errors';
import { MarketListingEntity } from './entities/market-listing.entity';
import { MarketPurchaseEntity, type PurchaseFailure } from './entities/market-purchase.entity';
import { LineupLocksRepository } from './lineup-locks.repository';
import {
  type ListingView,
  MarketRepository,
  type MarketSearch,
  type NewCardOffer,
  type Page,
} from './market.repository';

const MAX_IDEMPOTENCY_KEY_LENGTH = 100;

/** What a purchase will cost and from whom, and how to take the item off the market meanwhile. */
interface PurchaseTerms {
  sellerId: string | null;
  price: number;
  fee: number;
  reserve: (purchaseId: string) => Promise<unknown>;
}

/**
 * The player market (docs/market.md): managers list their in-game cards, and buy listings or new
 * cards from the product. A purchase is settled in steps with spl-rewards, which holds the price
 * from the buyer (MarketPurchaseRequested → MarketFundsHeld / MarketFundsRefused) and then pays it
 * on (MarketSaleCompleted) or gives it back (MarketPurchaseFailed); every step is one transaction
 * here with its event, so a crash between steps resumes from the event.
 */
@Injectable()
export class MarketService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly market: MarketRepository,
    private readonly cards: CardsRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly lineupLocks: LineupLocksRepository,
  ) {}

  /** New cards left this season (none before the first season starts). */
  async newCardOffers(query: MarketSearch): Promise<Page<NewCardOffer>> {
    const season = await this.catalogue.currentSeasonIn(this.dataSource.manager);
    return season === null ? { items: [], total: 0 } : this.market.newCardOffers(season, query);
  }

  /** Lists one of the seller's cards, unless it is on the market already or in a lineup still being played. */
  listCard(sellerId: string, cardId: string, price: number): Promise<ListingView> {
    assertPrice(price);
    return this.dataSource.transaction(async (manager) => {
      const card = await this.market.lockCardIn(manager, cardId);
      if (!card) throw NftErrors.CARD_NOT_FOUND();
      if (card.ownerId !== sellerId) throw NftErrors.NOT_YOUR_CARD();
      if (await this.market.isListedIn(manager, cardId)) throw NftErrors.CARD_ALREADY_LISTED();
      if (await this.lineupLocks.isLockedIn(manager, cardId, sellerId))
        throw NftErrors.CARD_IN_LOCKED_LINEUP();
      const listing = await manager.save(
        manager.create(MarketListingEntity, { cardId, sellerId, price, status: 'ACTIVE', purchaseId: null }),
      );
      await recordEvent(manager, CardListed, {
        aggregateId: cardId,
        payload: { listingId: listing.id, cardId, sellerId, price, listedAt: listing.listedAt.toISOString() },
      });
      return this.market.listingViewIn(manager, listing.id);
    });
  }

  repriceListing(sellerId: string, listingId: string, price: number): Promise<ListingView> {
    assertPrice(price);
    return this.changeOwnListing(sellerId, listingId, async (manager, listing) => {
      await manager.update(MarketListingEntity, listing.id, { price });
    });
  }

  delistCard(sellerId: string, listingId: string): Promise<ListingView> {
    return this.changeOwnListing(sellerId, listingId, async (manager, listing) => {
      const endedAt = new Date();
      await manager.update(MarketListingEntity, listing.id, { status: 'DELISTED', endedAt });
      await recordListingEnded(manager, listing, 'DELISTED', endedAt);
    });
  }

  /**
   * Starts buying a listing: the first buyer takes it (PENDING) while their SPL is held; anyone
   * after is told it is sold. The same idempotency key answers the same purchase.
   */
  buyListing(buyerId: string, listingId: string, idempotencyKey: string): Promise<MarketPurchaseEntity> {
    const target = { listingId, footballerId: null };
    return this.startPurchase(buyerId, idempotencyKey, target, async (manager) => {
      const listing = await this.market.lockListingIn(manager, listingId);
      if (!listing) throw NftErrors.LISTING_NOT_FOUND();
      if (listing.sellerId === buyerId) throw NftErrors.OWN_LISTING();
      if (listing.status !== 'ACTIVE') throw NftErrors.ALREADY_SOLD();
      return {
        sellerId: listing.sellerId,
        price: listing.price,
        fee: marketFeeFor(listing.price),
        reserve: (purchaseId) =>
          manager.update(MarketListingEntity, listing.id, { status: 'PENDING', purchaseId }),
      };
    });
  }

  /** Starts buying a new card of a footballer from the product, at its tier's list price, all to the treasury. */
  buyNewCard(buyerId: string, footballerId: string, idempotencyKey: string): Promise<MarketPurchaseEntity> {
    const target = { listingId: null, footballerId };
    return this.startPurchase(buyerId, idempotencyKey, target, async (manager) => {
      const footballer = await this.catalogue.byIdIn(manager, footballerId);
      if (!footballer) throw NftErrors.FOOTBALLER_NOT_FOUND();
      const season = await this.catalogue.currentSeasonIn(manager);
      if (season === null || !(await this.cards.hasSupplyLeftIn(manager, footballer, season)))
        throw NftErrors.NO_NEW_CARDS_LEFT();
      const price = LIST_PRICE_SPL[footballer.rarity];
      return { sellerId: null, price, fee: price, reserve: async () => {} };
    });
  }

  /** spl-rewards holds the price: the card becomes the buyer's, or the purchase fails and the hold goes back. */
  async fundsHeldIn(manager: EntityManager, purchaseId: string): Promise<void> {
    const purchase = await this.market.lockPurchaseIn(manager, purchaseId);
    if (!purchase || purchase.status !== 'PENDING') return;
    const cardId = purchase.listingId
      ? await this.transferListedCardIn(manager, purchase)
      : await this.mintNewCardIn(manager, purchase);
    if (!cardId) return this.failIn(manager, purchase, 'CARD_UNAVAILABLE');
    const completedAt = new Date();
    await manager.update(MarketPurchaseEntity, purchase.id, {
      status: 'COMPLETED',
      cardId,
      settledAt: completedAt,
    });
    await recordEvent(manager, MarketSaleCompleted, {
      aggregateId: purchase.id,
      payload: {
        purchaseId: purchase.id,
        cardId,
        buyerId: purchase.buyerId,
        sellerId: purchase.sellerId,
        price: purchase.price,
        sellerAmount: purchase.price - purchase.fee,
        fee: purchase.fee,
        completedAt: completedAt.toISOString(),
      },
    });
  }

  /** spl-rewards refused: the buyer holds less than the price; the listing is back on the market. */
  async fundsRefusedIn(manager: EntityManager, purchaseId: string): Promise<void> {
    const purchase = await this.market.lockPurchaseIn(manager, purchaseId);
    if (purchase?.status === 'PENDING') await this.failIn(manager, purchase, 'INSUFFICIENT_SPL');
  }

  private async startPurchase(
    buyerId: string,
    idempotencyKey: string,
    target: Pick<MarketPurchaseEntity, 'listingId' | 'footballerId'>,
    terms: (manager: EntityManager) => Promise<PurchaseTerms>,
  ): Promise<MarketPurchaseEntity> {
    if (idempotencyKey.length === 0 || idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH)
      throw NftErrors.INVALID_IDEMPOTENCY_KEY();
    return this.dataSource.transaction(async (manager) => {
      // Concurrent retries of one key meet here: the second waits, then finds the first's purchase.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `market-purchase:${buyerId}:${idempotencyKey}`,
      ]);
      const earlier = await this.market.purchaseByKeyIn(manager, buyerId, idempotencyKey);
      if (earlier) {
        if (earlier.listingId !== target.listingId || earlier.footballerId !== target.footballerId)
          throw NftErrors.IDEMPOTENCY_KEY_REUSED();
        return earlier;
      }
      const { reserve, ...agreed } = await terms(manager);
      const purchase = await manager.save(
        manager.create(MarketPurchaseEntity, {
          id: randomUUID(),
          buyerId,
          idempotencyKey,
          ...target,
          ...agreed,
          status: 'PENDING',
          failureReason: null,
          cardId: null,
          settledAt: null,
        }),
      );
      await reserve(purchase.id);
      await recordEvent(manager, MarketPurchaseRequested, {
        aggregateId: purchase.id,
        payload: {
          purchaseId: purchase.id,
          buyerId,
          sellerId: purchase.sellerId,
          price: purchase.price,
          requestedAt: purchase.requestedAt.toISOString(),
        },
      });
      return purchase;
    });
  }

  // The listing's card to the buyer at the price, if the listing is still held for this purchase.
  private async transferListedCardIn(manager: EntityManager, purchase: MarketPurchaseEntity) {
    const listing = await this.market.lockListingIn(manager, purchase.listingId!);
    if (listing?.status !== 'PENDING' || listing.purchaseId !== purchase.id) return null;
    const card = await this.market.lockCardIn(manager, listing.cardId);
    if (card?.ownerId !== listing.sellerId) return null;
    const now = new Date();
    await manager.update(MarketListingEntity, listing.id, { status: 'SOLD', endedAt: now });
    card.ownerId = purchase.buyerId;
    card.value = purchase.price;
    card.acquiredAt = now;
    await manager.save(card);
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
    return card.id;
  }

  // A new card of the footballer this season, if any is left, worth what was paid.
  private async mintNewCardIn(manager: EntityManager, purchase: MarketPurchaseEntity) {
    const footballer = await this.catalogue.byIdIn(manager, purchase.footballerId!);
    const season = await this.catalogue.currentSeasonIn(manager);
    if (!footballer || season === null) return null;
    const card = await this.cards.mintIn(manager, {
      footballerId: footballer.id,
      rarity: footballer.rarity,
      season,
      ownerId: purchase.buyerId,
    });
    if (!card) return null;
    await recordOwnershipChanges(
      manager,
      [{ card: inGameCardFacts(card), fromUserId: null, toUserId: purchase.buyerId, reason: 'PRIMARY_SALE' }],
      card.acquiredAt,
    );
    return card.id;
  }

  private async failIn(manager: EntityManager, purchase: MarketPurchaseEntity, reason: PurchaseFailure) {
    const failedAt = new Date();
    await manager.update(MarketPurchaseEntity, purchase.id, {
      status: 'FAILED',
      failureReason: reason,
      settledAt: failedAt,
    });
    if (purchase.listingId)
      await manager.update(
        MarketListingEntity,
        { id: purchase.listingId, status: 'PENDING', purchaseId: purchase.id },
        { status: 'ACTIVE', purchaseId: null },
      );
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

  private changeOwnListing(
    sellerId: string,
    listingId: string,
    change: (manager: EntityManager, listing: MarketListingEntity) => Promise<void>,
  ): Promise<ListingView> {
    return this.dataSource.transaction(async (manager) => {
      const listing = await this.market.lockListingIn(manager, listingId);
      if (!listing) throw NftErrors.LISTING_NOT_FOUND();
      if (listing.sellerId !== sellerId) throw NftErrors.NOT_YOUR_LISTING();
      if (listing.status !== 'ACTIVE') throw NftErrors.LISTING_NOT_ACTIVE();
      await change(manager, listing);
      return this.market.listingViewIn(manager, listing.id);
    });
  }
}

function assertPrice(price: number): void {
  if (!Number.isInteger(price) || price < MARKET_MIN_PRICE_SPL || price > MARKET_MAX_PRICE_SPL)
    throw NftErrors.MARKET_PRICE_OUT_OF_RANGE();
}

function recordListingEnded(
  manager: EntityManager,
  listing: MarketListingEntity,
  reason: 'SOLD' | 'DELISTED',
  endedAt: Date,
) {
  return recordEvent(manager, CardListingEnded, {
    aggregateId: listing.cardId,
    payload: {
      listingId: listing.id,
      cardId: listing.cardId,
      sellerId: listing.sellerId,
      reason,
      endedAt: endedAt.toISOString(),
    },
  });
}
