import { Injectable } from '@nestjs/common';
import { RARITIES, type Rarity } from '@sfl/contracts';
import { groupBy } from '@sfl/subgraph';
import { DataSource } from 'typeorm';

/** The cheapest open listing of a footballer's cards in one tier, and how many are open in it. */
export interface TierFloor {
  rarity: Rarity;
  price: number;
  listings: number;
}

/** A listing of a footballer's card sold to another manager. */
export interface CardSale {
  price: number;
  rarity: Rarity;
  soldAt: Date;
}

/** A footballer's sales of one day (UTC). */
export interface PricePoint {
  /** 00:00 UTC of the day */
  day: Date;
  averagePrice: number;
  lowestPrice: number;
  sales: number;
}

/**
 * A footballer's market, read from market_listing for many footballers at once: each statement
 * walks the footballers' entries of an index on the listing's footballer (the floors, the sales by
 * time), however many cards they have.
 */
@Injectable()
export class FootballerMarketRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Each footballer's floor per tier with an open listing, cheapest first (the rarer tier on a tie). */
  async floorsOf(footballerIds: string[]): Promise<Map<string, TierFloor[]>> {
    const rows = await this.dataSource.query<(TierFloor & FootballerRow)[]>(
      `SELECT footballer_id, rarity, min(price) AS price, count(*)::int AS listings
       FROM market_listing
       WHERE status = 'ACTIVE' AND footballer_id = ANY($1::uuid[])
       GROUP BY footballer_id, rarity
       ORDER BY price, array_position($2::text[], rarity::text)`,
      [footballerIds, RARITIES],
    );
    return byFootballer(rows, ({ rarity, price, listings }) => ({ rarity, price, listings }));
  }

  /** Each footballer's `limit` latest sales, newest first. */
  async lastSalesOf(footballerIds: string[], limit: number): Promise<Map<string, CardSale[]>> {
    const rows = await this.dataSource.query<
      (FootballerRow & { price: number; rarity: Rarity; ended_at: Date })[]
    >(
      `SELECT f.id AS footballer_id, s.price, s.rarity, s.ended_at
       FROM unnest($1::uuid[]) AS f (id)
       CROSS JOIN LATERAL (
         SELECT id, price, rarity, ended_at FROM market_listing
         WHERE footballer_id = f.id AND status = 'SOLD'
         ORDER BY ended_at DESC, id DESC LIMIT $2
       ) s
       ORDER BY f.id, s.ended_at DESC, s.id DESC`,
      [footballerIds, limit],
    );
    return byFootballer(rows, ({ price, rarity, ended_at }) => ({ price, rarity, soldAt: ended_at }));
  }

  /** Each footballer's sales per day (UTC) from `since` on, oldest day first. */
  async priceHistoryOf(footballerIds: string[], since: Date): Promise<Map<string, PricePoint[]>> {
    const rows = await this.dataSource.query<
      (FootballerRow & { day: Date; average_price: number; lowest_price: number; sales: number })[]
    >(
      `SELECT footballer_id, date_trunc('day', ended_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS day,
         round(avg(price))::int AS average_price, min(price) AS lowest_price, count(*)::int AS sales
       FROM market_listing
       WHERE status = 'SOLD' AND footballer_id = ANY($1::uuid[]) AND ended_at >= $2
       GROUP BY footballer_id, day
       ORDER BY day`,
      [footballerIds, since],
    );
    return byFootballer(rows, (row) => ({
      day: row.day,
      averagePrice: row.average_price,
      lowestPrice: row.lowest_price,
      sales: row.sales,
    }));
  }
}

type FootballerRow = { footballer_id: string };

/** Each footballer's rows, in the order of `rows`, as `valueOf` makes them. */
function byFootballer<R extends FootballerRow, T>(rows: R[], valueOf: (row: R) => T): Map<string, T[]> {
  const found = new Map<string, T[]>();
  for (const [footballerId, group] of groupBy(rows, (row) => row.footballer_id))
    found.set(footballerId, group.map(valueOf));
  return found;
}
