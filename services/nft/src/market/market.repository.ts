import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { PositionGroup, Position, Rarity } from '@sfl/contracts';
import type { Page as ListPage } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { LIST_PRICE_SPL, SUPPLY_PER_SEASON } from '../cards/card-tiers';
import { MarketListingEntity } from './entities/market-listing.entity';
import { MarketPurchaseEntity, type PurchaseFailure } from './entities/market-purchase.entity';
import type { MarketFilters, MarketSort } from './market-sort';

/** The footballer a listing or an offer is of, from this service's catalogue. */
export interface MarketPlayer {
  id: string;
  name: string;
  club: string;
  overall: number;
  position: Position;
  rarity: Rarity;
}

export interface ListingView {
  id: string;
  cardId: string;
  sellerId: string;
  price: number;
  status: MarketListingEntity['status'];
  listedAt: Date;
  player: MarketPlayer;
}

export interface NewCardOffer {
  player: MarketPlayer;
  remaining: number;
}

/**
 * What to find on the market: name or club (case-insensitive, anywhere in it), a position group and
 * the figures filters, in the given order.
 */
export interface MarketSearch extends MarketFilters {
  search: string | null;
  positionGroup: PositionGroup | null;
  sort: MarketSort;
  limit: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** A listing as its seller puts it on the market. */
export type NewListing = Pick<
  MarketListingEntity,
  'cardId' | 'footballerId' | 'rarity' | 'sellerId' | 'price'
>;

/** A purchase as the buyer asks for it, at the terms agreed. */
export type NewPurchase = Pick<
  MarketPurchaseEntity,
  'buyerId' | 'idempotencyKey' | 'listingId' | 'footballerId' | 'sellerId' | 'price' | 'fee'
>;

type PlayerRow = {
  footballer_id: string;
  name: string;
  club_name: string;
  overall: number;
  position: Position;
  rarity: Rarity;
};

const PLAYER_COLUMNS = 'f.id AS footballer_id, f.name, f.club_name, f.overall, f.position, f.rarity';

// The search and group filters, on the footballer `f`, as parameters $1 and $2.
const MATCHES_SEARCH = `($1::text IS NULL OR f.name ILIKE $1 ESCAPE '\\' OR f.club_name ILIKE $1 ESCAPE '\\')
  AND ($2::varchar IS NULL OR f.position_group = $2)`;

/**
 * The figures filters as parameters $3 to $5, on the footballer's form `ff` (LEFT JOINed: without a
 * row he has form 0 and no fixture) and the price `price` of what is sold.
 */
const matchesFilters = (price: string) => `($3::float8 IS NULL OR coalesce(ff.form, 0) >= $3)
  AND ($4::int IS NULL OR ${price} <= $4)
  AND ($5::int IS NULL OR ff.next_difficulty <= $5)`;

const JOIN_FORM = 'LEFT JOIN footballer_form ff ON ff.footballer_id = f.id';

/** What a sort orders by first, before each list's own order; footballers without figures last. */
const sortKeyOf = (sort: MarketSort, price: string): string | null =>
  ({
    NEWEST: null,
    BEST_OVERALL: 'f.overall DESC',
    FORM: 'ff.form DESC NULLS LAST',
    POINTS: 'ff.season_points DESC NULLS LAST',
    PRICE_LOW: `${price} ASC`,
    PRICE_HIGH: `${price} DESC`,
    EASIEST_NEXT_FIXTURE: 'ff.next_difficulty ASC NULLS LAST',
  })[sort];

// Then the list's own order, down to the id, so that pages never overlap.
const orderBy = (sort: MarketSort, price: string, then: string) =>
  `ORDER BY ${[sortKeyOf(sort, price), then].filter(Boolean).join(', ')}`;

const filtersOf = (query: MarketSearch) => [
  likePattern(query.search),
  query.positionGroup,
  query.minForm,
  query.maxPrice,
  query.maxDifficulty,
];

/**
 * The only code that writes market_listing and market_purchase; FootballerMarketRepository reads a
 * footballer's market from them.
 */
@Injectable()
export class MarketRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction (the events recorded there exist exactly when its changes do). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Active listings in the given order (newest first by default), with how many match in all. The
   * page and the count are two queries side by side: newest first, the page reads its rows down the
   * listed_at index and stops, where a window count over the join would make every page pay for
   * every match (about 5× slower at 50,000 listings).
   */
  async activeListings(query: MarketSearch): Promise<Page<ListingView>> {
    const filters = filtersOf(query);
    const where = `WHERE l.status = 'ACTIVE' AND ${MATCHES_SEARCH} AND ${matchesFilters('l.price')}`;
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query<ListingRow[]>(
        `SELECT ${LISTING_COLUMNS} ${FROM_LISTINGS_WITH_PLAYERS} ${JOIN_FORM} ${where}
         ${orderBy(query.sort, 'l.price', 'l.listed_at DESC, l.id')} LIMIT $6 OFFSET $7`,
        [...filters, query.limit, query.offset],
      ),
      this.dataSource.query<{ total: string }[]>(
        `SELECT count(*) AS total ${FROM_LISTINGS_WITH_PLAYERS} ${JOIN_FORM} ${where}`,
        filters,
      ),
    ]);
    return { items: rows.map(listingViewOf), total: Number(counted!.total) };
  }

  /** A page of the seller's listings on the market, newest first. */
  async openListingsOf(sellerId: string, { limit, offset }: ListPage): Promise<ListingView[]> {
    const rows = await this.dataSource.query<ListingRow[]>(
      `SELECT ${LISTING_COLUMNS} ${FROM_LISTINGS_WITH_PLAYERS}
       WHERE l.seller_id = $1 AND l.status = 'ACTIVE'
       ORDER BY l.listed_at DESC, l.id LIMIT $2 OFFSET $3`,
      [sellerId, limit, offset],
    );
    return rows.map(listingViewOf);
  }

  async listingViewIn(manager: EntityManager, listingId: string): Promise<ListingView> {
    const [row] = await manager.query<ListingRow[]>(
      `SELECT ${LISTING_COLUMNS} ${FROM_LISTINGS_WITH_PLAYERS}
       WHERE l.id = $1`,
      [listingId],
    );
    return listingViewOf(row!);
  }

  /** Footballers with new cards left this season, in the given order (best overall first by default). */
  async newCardOffers(season: number, query: MarketSearch): Promise<Page<NewCardOffer>> {
    const rows = await this.dataSource.query<(PlayerRow & { issued: number; total: string })[]>(
      `SELECT ${PLAYER_COLUMNS}, coalesce(s.issued, 0) AS issued, count(*) OVER () AS total
       FROM footballer f ${JOIN_FORM}
       LEFT JOIN card_supply s ON s.footballer_id = f.id AND s.rarity = f.rarity AND s.season = $8
       WHERE coalesce(s.issued, 0) < (${SUPPLY_CASE}) AND ${MATCHES_SEARCH} AND ${matchesFilters(LIST_PRICE_CASE)}
       ${orderBy(query.sort, LIST_PRICE_CASE, 'f.overall DESC, f.name, f.id')} LIMIT $6 OFFSET $7`,
      [...filtersOf(query), query.limit, query.offset, season],
    );
    return {
      items: rows.map((row) => ({
        player: playerOf(row),
        remaining: SUPPLY_PER_SEASON[row.rarity] - row.issued,
      })),
      total: await this.offersTotalOf(rows, season, query),
    };
  }

  listingIn(manager: EntityManager, listingId: string): Promise<MarketListingEntity | null> {
    return manager.findOneBy(MarketListingEntity, { id: listingId });
  }

  lockListingIn(manager: EntityManager, listingId: string): Promise<MarketListingEntity | null> {
    return manager.findOne(MarketListingEntity, {
      where: { id: listingId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  lockPurchaseIn(manager: EntityManager, purchaseId: string): Promise<MarketPurchaseEntity | null> {
    return manager.findOne(MarketPurchaseEntity, {
      where: { id: purchaseId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  purchaseByKeyIn(
    manager: EntityManager,
    buyerId: string,
    idempotencyKey: string,
  ): Promise<MarketPurchaseEntity | null> {
    return manager.findOneBy(MarketPurchaseEntity, { buyerId, idempotencyKey });
  }

  purchaseOf(buyerId: string, purchaseId: string): Promise<MarketPurchaseEntity | null> {
    return this.dataSource.manager.findOneBy(MarketPurchaseEntity, { id: purchaseId, buyerId });
  }

  /** Whether the card is on the market. */
  async isListedIn(manager: EntityManager, cardId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM market_listing WHERE card_id = $1 AND status = 'ACTIVE'`,
      [cardId],
    );
    return rows.length > 0;
  }

  /**
   * Makes the manager's buying (or selling) calls take turns until the transaction ends, so that a
   * count of what he has open stays true until his new purchase (or listing) is recorded.
   */
  async takeTurnIn(manager: EntityManager, role: 'buyer' | 'seller', managerId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`market-${role}:${managerId}`]);
  }

  async pendingPurchasesOfIn(manager: EntityManager, buyerId: string): Promise<number> {
    const [row] = await manager.query<{ pending: number }[]>(
      `SELECT count(*)::int AS pending FROM market_purchase WHERE buyer_id = $1 AND status = 'PENDING'`,
      [buyerId],
    );
    return row!.pending;
  }

  async activeListingsOfIn(manager: EntityManager, sellerId: string): Promise<number> {
    const [row] = await manager.query<{ active: number }[]>(
      `SELECT count(*)::int AS active FROM market_listing WHERE seller_id = $1 AND status = 'ACTIVE'`,
      [sellerId],
    );
    return row!.active;
  }

  /** A new listing, on the market (ACTIVE) and bought by no purchase yet. */
  insertActiveListingIn(manager: EntityManager, listing: NewListing): Promise<MarketListingEntity> {
    return manager.save(
      manager.create(MarketListingEntity, { ...listing, status: 'ACTIVE', purchaseId: null }),
    );
  }

  async repriceListingIn(manager: EntityManager, listingId: string, price: number): Promise<void> {
    await manager.update(MarketListingEntity, listingId, { price });
  }

  async markListingDelistedIn(manager: EntityManager, listingId: string, endedAt: Date): Promise<void> {
    await manager.update(MarketListingEntity, listingId, { status: 'DELISTED', endedAt });
  }

  async markListingSoldIn(
    manager: EntityManager,
    listingId: string,
    purchaseId: string,
    endedAt: Date,
  ): Promise<void> {
    await manager.update(MarketListingEntity, listingId, { status: 'SOLD', purchaseId, endedAt });
  }

  /** A new purchase, PENDING until spl-rewards holds or refuses its price. */
  insertPendingPurchaseIn(manager: EntityManager, purchase: NewPurchase): Promise<MarketPurchaseEntity> {
    return manager.save(
      manager.create(MarketPurchaseEntity, {
        id: randomUUID(),
        ...purchase,
        status: 'PENDING',
        failureReason: null,
        cardId: null,
        settledAt: null,
      }),
    );
  }

  async markPurchaseCompletedIn(
    manager: EntityManager,
    purchaseId: string,
    cardId: string,
    settledAt: Date,
  ): Promise<void> {
    await manager.update(MarketPurchaseEntity, purchaseId, { status: 'COMPLETED', cardId, settledAt });
  }

  async markPurchaseFailedIn(
    manager: EntityManager,
    purchaseId: string,
    failureReason: PurchaseFailure,
    settledAt: Date,
  ): Promise<void> {
    await manager.update(MarketPurchaseEntity, purchaseId, { status: 'FAILED', failureReason, settledAt });
  }

  // The total of a page of offers: from the rows when the page has any, else counted (a page past the end).
  private async offersTotalOf(
    rows: { total: string }[],
    season: number,
    query: MarketSearch,
  ): Promise<number> {
    if (rows.length > 0) return Number(rows[0]!.total);
    if (query.offset === 0) return 0;
    return (await this.newCardOffers(season, { ...query, offset: 0, limit: 1 })).total;
  }
}

type ListingRow = PlayerRow & {
  id: string;
  card_id: string;
  seller_id: string;
  price: number;
  status: MarketListingEntity['status'];
  listed_at: Date;
};

const LISTING_COLUMNS = `l.id, l.card_id, l.seller_id, l.price, l.status, l.listed_at, ${PLAYER_COLUMNS}`;

// Each listing with its card's footballer, for the WHERE that follows.
const FROM_LISTINGS_WITH_PLAYERS =
  'FROM market_listing l JOIN player_card c ON c.id = l.card_id JOIN footballer f ON f.id = c.footballer_id';

// A tier's figure for the database (card-tiers.ts is the source).
const caseOfRarity = (figures: Readonly<Record<Rarity, number>>) =>
  `CASE f.rarity ${Object.entries(figures)
    .map(([rarity, figure]) => `WHEN '${rarity}' THEN ${figure}`)
    .join(' ')} END`;

// A tier's supply per season, and the list price of its new cards.
const SUPPLY_CASE = caseOfRarity(SUPPLY_PER_SEASON);
const LIST_PRICE_CASE = caseOfRarity(LIST_PRICE_SPL);

function playerOf(row: PlayerRow): MarketPlayer {
  return {
    id: row.footballer_id,
    name: row.name,
    club: row.club_name,
    overall: row.overall,
    position: row.position,
    rarity: row.rarity,
  };
}

function listingViewOf(row: ListingRow): ListingView {
  return {
    id: row.id,
    cardId: row.card_id,
    sellerId: row.seller_id,
    price: row.price,
    status: row.status,
    listedAt: row.listed_at,
    player: playerOf(row),
  };
}

/** `text` anywhere, its own % and _ taken literally; null for no search. */
function likePattern(text: string | null): string | null {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
