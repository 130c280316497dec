import { Inject, Injectable } from '@nestjs/common';
import { BatchLoader, CLOCK, type Clock, groupBy, isUuid } from '@sfl/subgraph';
import { NftErrors } from '../nft.errors';
import {
  type CardSale,
  FootballerMarketRepository,
  type PricePoint,
  type TierFloor,
} from './footballer-market.repository';

/** The longest price history one may ask for: a year. */
export const MAX_PRICE_HISTORY_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A footballer's market (docs/market.md, A footballer's market): his floors per tier, his last
 * sales and his price per day. A market page asks for many footballers at once, so each part is
 * loaded for all the footballers of a request together: one statement per part and argument asked.
 */
@Injectable()
export class FootballerMarketService {
  private readonly floors: BatchLoader<string, TierFloor[]>;
  private readonly sales: BatchLoader<FootballerAsked, CardSale[]>;
  private readonly history: BatchLoader<FootballerAsked, PricePoint[]>;

  constructor(
    market: FootballerMarketRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.floors = new BatchLoader((ids) => market.floorsOf(ids.filter(isUuid)));
    this.sales = loaderPerArgument((ids, limit) => market.lastSalesOf(ids, limit));
    this.history = loaderPerArgument((ids, days) => market.priceHistoryOf(ids, this.firstDayOf(days)));
  }

  async floorsOf(footballerId: string): Promise<TierFloor[]> {
    return (await this.floors.load(footballerId)) ?? [];
  }

  async lastSalesOf(footballerId: string, limit: number): Promise<CardSale[]> {
    return (await this.sales.load({ footballerId, argument: limit })) ?? [];
  }

  /** His sales per day over the last `days` days, today included. */
  async priceHistoryOf(footballerId: string, days: number): Promise<PricePoint[]> {
    if (!Number.isInteger(days) || days < 1 || days > MAX_PRICE_HISTORY_DAYS)
      throw NftErrors.PRICE_HISTORY_DAYS_OUT_OF_RANGE(MAX_PRICE_HISTORY_DAYS);
    return (await this.history.load({ footballerId, argument: days })) ?? [];
  }

  // 00:00 UTC of the first of the last `days` days.
  private firstDayOf(days: number): Date {
    const today = Math.floor(this.clock.now() / DAY_MS) * DAY_MS;
    return new Date(today - (days - 1) * DAY_MS);
  }
}

/** A footballer, with the argument a field of his market was asked with (a limit, a number of days). */
interface FootballerAsked {
  footballerId: string;
  argument: number;
}

/** A request's footballers grouped by the argument they were asked with, one load per argument. */
function loaderPerArgument<V>(
  load: (footballerIds: string[], argument: number) => Promise<ReadonlyMap<string, V>>,
): BatchLoader<FootballerAsked, V> {
  return new BatchLoader(async (keys) => {
    const found = new Map<FootballerAsked, V>();
    for (const [argument, asked] of groupBy(keys, (key) => key.argument)) {
      const loaded = await load(asked.map((key) => key.footballerId).filter(isUuid), argument);
      for (const key of asked) {
        const value = loaded.get(key.footballerId);
        if (value) found.set(key, value);
      }
    }
    return found;
  });
}
