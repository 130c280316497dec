import { Inject, Injectable } from '@nestjs/common';
import {
  CardListed,
  HARDEST_FIXTURE,
  MARKET_MAX_PRICE_SPL,
  MARKET_MIN_PRICE_SPL,
  MarketPurchaseRequested,
  marketFeeFor,
} from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import { ActionQuotas, assertUnderOpenCap, type Page as ListPage } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { LIST_PRICE_SPL } from '../cards/card-tiers';
import { CardsRepository } from '../cards/cards.repository';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { MARKET_QUOTAS, type MarketQuotas } from '../config/nft.config';
import { NftErrors } from '../nft.errors';
import type { MarketListingEntity } from './entities/market-listing.entity';
import type { MarketPurchaseEntity } from './entities/market-purchase.entity';
import { LineupLocksRepository } from './lineup-locks.repository';
import { recordListingEnded } from './listing-ended';
import {
  type ListingView,
  MarketRepository,
  type MarketSearch,
  type NewCardOffer,
  type Page,
} from './market.repository';

const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
// As matches' searches: a name or a club fits, and a search costs what a search should.
const MAX_SEARCH_LENGTH = 50;
// A pending purchase settles in about a second: the buyer may try again soon.
const PENDING_PURCHASE_RETRY_MS = 5_000;

/** What a purchase will cost and whom it pays. */
interface PurchaseTerms {
  sellerId: string | null;
  price: number;
  fee: number;
}

/**
 * The player market (docs/market.md): managers list their in-game cards, and buy listings or new
 * cards from the product at the price they confirmed. Buying records the purchase and asks
 * spl-rewards to hold the price (MarketPurchaseRequested); the listing stays on the market until
 * then, and the purchase settles in PurchaseSettlementService once the SPL is held or refused.
 */
@Injectable()
export class MarketService {
  constructor(
    private readonly market: MarketRepository,
    private readonly cards: CardsRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly lineupLocks: LineupLocksRepository,
    private readonly quotas: ActionQuotas,
    @Inject(MARKET_QUOTAS) private readonly limits: MarketQuotas,
  ) {}

  /** Active listings, newest first. */
  activeListings(query: MarketSearch): Promise<Page<ListingView>> {
    assertSearch(query);
    return this.market.activeListings(query);
  }

  /** New cards left this season (none before the first season starts). */
  async newCardOffers(query: MarketSearch): Promise<Page<NewCardOffer>> {
    assertSearch(query);
    if (query.sort === 'NEWEST') throw NftErrors.SORT_NOT_FOR_NEW_CARDS();
    const season = await this.catalogue.currentSeason();
    return season === null ? { items: [], total: 0 } : this.market.newCardOffers(season, query);
  }

  openListingsOf(sellerId: string, page: ListPage): Promise<ListingView[]> {
    return this.market.openListingsOf(sellerId, page);
  }

  /** Whether the manager may list cards yet: he has played a gameweek (see listCard). */
  async canList(managerId: string): Promise<boolean> {
    return (await this.lineupLocks.gameweeksPlayed(managerId)) > 0;
  }

  async purchaseOf(buyerId: string, purchaseId: string): Promise<MarketPurchaseEntity> {
    const purchase = await this.market.purchaseOf(buyerId, purchaseId);
    if (!purchase) throw NftErrors.PURCHASE_NOT_FOUND();
    return purchase;
  }

  /**
   * Lists one of the seller's cards, unless it is on the market already or in a lineup still being
   * played, or the seller has not played a gameweek yet (a fresh account's starter pack cannot be
   * funnelled to another account), or has as many listings open as one manager may.
   */
  async listCard(sellerId: string, cardId: string, price: number): Promise<ListingView> {
    await this.takeListingChange(sellerId);
    assertPrice(price);
    return this.market.transaction(async (manager) => {
      const card = await this.cards.lockIn(manager, cardId);
      if (!card) throw NftErrors.CARD_NOT_FOUND();
      if (card.ownerId !== sellerId) throw NftErrors.NOT_YOUR_CARD();
      if (await this.market.isListedIn(manager, cardId)) throw NftErrors.CARD_ALREADY_LISTED();
      if (await this.lineupLocks.isLockedIn(manager, cardId, sellerId))
        throw NftErrors.CARD_IN_LOCKED_LINEUP();
      if ((await this.lineupLocks.gameweeksPlayedIn(manager, sellerId)) === 0)
        throw NftErrors.NO_GAMEWEEK_PLAYED();
      await this.market.takeTurnIn(manager, 'seller', sellerId);
      assertUnderOpenCap(
        'listings',
        await this.market.activeListingsOfIn(manager, sellerId),
        this.limits.maxOpenListings,
      );
      const listing = await this.market.insertActiveListingIn(manager, {
        cardId,
        footballerId: card.footballerId,
        rarity: card.rarity,
        sellerId,
        price,
      });
      await recordEvent(manager, CardListed, {
        aggregateId: cardId,
        payload: { listingId: listing.id, cardId, sellerId, price, listedAt: listing.listedAt.toISOString() },
      });
      return this.market.listingViewIn(manager, listing.id);
    });
  }

  /** A new price; purchases waiting for their SPL at the old one will fail with PRICE_CHANGED. */
  async repriceListing(sellerId: string, listingId: string, price: number): Promise<ListingView> {
    await this.takeListingChange(sellerId);
    assertPrice(price);
    return this.changeOwnListing(sellerId, listingId, (manager, listing) =>
      this.market.repriceListingIn(manager, listing.id, price),
    );
  }

  async delistCard(sellerId: string, listingId: string): Promise<ListingView> {
    await this.takeListingChange(sellerId);
    return this.changeOwnListing(sellerId, listingId, async (manager, listing) => {
      const endedAt = new Date();
      await this.market.markListingDelistedIn(manager, listing.id, endedAt);
      await recordListingEnded(manager, listing, 'DELISTED', endedAt);
    });
  }

  /**
   * Starts buying a listing at the price the buyer confirmed. The listing stays on the market: the
   * first buyer whose SPL is held gets it (PurchaseSettlementService), so a buyer without the SPL
   * blocks nobody. The same idempotency key answers the same purchase.
   */
  async buyListing(
    buyerId: string,
    listingId: string,
    expectedPrice: number,
    idempotencyKey: string,
  ): Promise<MarketPurchaseEntity> {
    const target = { listingId, footballerId: null, price: expectedPrice };
    return this.startPurchase(buyerId, idempotencyKey, target, async (manager) => {
      const listing = await this.market.listingIn(manager, listingId);
      if (!listing) throw NftErrors.LISTING_NOT_FOUND();
      if (listing.sellerId === buyerId) throw NftErrors.OWN_LISTING();
      if (listing.status === 'SOLD') throw NftErrors.ALREADY_SOLD();
      if (listing.status === 'DELISTED') throw NftErrors.LISTING_DELISTED();
      if (listing.price !== expectedPrice) throw NftErrors.PRICE_CHANGED(expectedPrice, listing.price);
      return { sellerId: listing.sellerId, price: listing.price, fee: marketFeeFor(listing.price) };
    });
  }

  /**
   * Starts buying a new card of a footballer from the product at its tier's list price (the price
   * the buyer confirmed), all of it to the treasury.
   */
  async buyNewCard(
    buyerId: string,
    footballerId: string,
    expectedPrice: number,
    idempotencyKey: string,
  ): Promise<MarketPurchaseEntity> {
    const target = { listingId: null, footballerId, price: expectedPrice };
    return this.startPurchase(buyerId, idempotencyKey, target, async (manager) => {
      const footballer = await this.catalogue.byIdIn(manager, footballerId);
      if (!footballer) throw NftErrors.FOOTBALLER_NOT_FOUND();
      const season = await this.catalogue.currentSeasonIn(manager);
      if (season === null || !(await this.cards.hasSupplyLeftIn(manager, footballer, season)))
        throw NftErrors.NO_NEW_CARDS_LEFT();
      const price = LIST_PRICE_SPL[footballer.rarity];
      if (price !== expectedPrice) throw NftErrors.PRICE_CHANGED(expectedPrice, price);
      return { sellerId: null, price, fee: price };
    });
  }

  private async startPurchase(
    buyerId: string,
    idempotencyKey: string,
    target: Pick<MarketPurchaseEntity, 'listingId' | 'footballerId' | 'price'>,
    terms: (manager: EntityManager) => Promise<PurchaseTerms>,
  ): Promise<MarketPurchaseEntity> {
    await this.quotas.take('market-purchase', 'purchases', buyerId, this.limits.purchases);
    if (idempotencyKey.length === 0 || idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH)
      throw NftErrors.INVALID_IDEMPOTENCY_KEY();
    assertPrice(target.price, 'expectedPrice');
    return this.market.transaction(async (manager) => {
      // One buyer's purchases take turns: concurrent retries of one key find the first's purchase,
      // and the count of his pending purchases holds until this one is recorded.
      await this.market.takeTurnIn(manager, 'buyer', buyerId);
      const earlier = await this.market.purchaseByKeyIn(manager, buyerId, idempotencyKey);
      if (earlier) {
        if (
          earlier.listingId !== target.listingId ||
          earlier.footballerId !== target.footballerId ||
          earlier.price !== target.price
        )
          throw NftErrors.IDEMPOTENCY_KEY_REUSED();
        return earlier;
      }
      const agreed = await terms(manager);
      assertUnderOpenCap(
        'purchases waiting for their SPL',
        await this.market.pendingPurchasesOfIn(manager, buyerId),
        this.limits.maxPendingPurchases,
        PENDING_PURCHASE_RETRY_MS,
      );
      const purchase = await this.market.insertPendingPurchaseIn(manager, {
        buyerId,
        idempotencyKey,
        listingId: target.listingId,
        footballerId: target.footballerId,
        ...agreed,
      });
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

  private takeListingChange(sellerId: string): Promise<void> {
    return this.quotas.take('market-listing', 'listing changes', sellerId, this.limits.listingChanges);
  }

  private changeOwnListing(
    sellerId: string,
    listingId: string,
    change: (manager: EntityManager, listing: MarketListingEntity) => Promise<void>,
  ): Promise<ListingView> {
    return this.market.transaction(async (manager) => {
      const listing = await this.market.lockListingIn(manager, listingId);
      if (!listing) throw NftErrors.LISTING_NOT_FOUND();
      if (listing.sellerId !== sellerId) throw NftErrors.NOT_YOUR_LISTING();
      if (listing.status !== 'ACTIVE') throw NftErrors.LISTING_NOT_ACTIVE();
      await change(manager, listing);
      return this.market.listingViewIn(manager, listing.id);
    });
  }
}

function assertPrice(price: number, field: 'price' | 'expectedPrice' = 'price'): void {
  if (!Number.isInteger(price) || price < MARKET_MIN_PRICE_SPL || price > MARKET_MAX_PRICE_SPL)
    throw NftErrors.MARKET_PRICE_OUT_OF_RANGE(field);
}

function assertSearch({ search, minForm, maxPrice, maxDifficulty }: MarketSearch): void {
  if (search && [...search].length > MAX_SEARCH_LENGTH) throw NftErrors.SEARCH_TOO_LONG(MAX_SEARCH_LENGTH);
  if (minForm !== null && minForm < 0) throw NftErrors.MARKET_FILTER_OUT_OF_RANGE('minForm', '0 or more');
  if (maxPrice !== null && maxPrice < 1)
    throw NftErrors.MARKET_FILTER_OUT_OF_RANGE('maxPrice', '1 SPL or more');
  if (maxDifficulty !== null && (maxDifficulty < 1 || maxDifficulty > HARDEST_FIXTURE))
    throw NftErrors.MARKET_FILTER_OUT_OF_RANGE('maxDifficulty', `from 1 to ${HARDEST_FIXTURE}`);
}
