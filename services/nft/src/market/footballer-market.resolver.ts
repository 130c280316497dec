import { Args, Directive, Int, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { RARITIES } from '@sfl/contracts';
import { LimitArg } from '@sfl/subgraph';
import { FootballerModel, footballerReference } from '../footballers/models/footballer.model';
import type { CardSale, PricePoint, TierFloor } from './footballer-market.repository';
import { FootballerMarketService, MAX_PRICE_HISTORY_DAYS } from './footballer-market.service';
import {
  CardSaleModel,
  FootballerMarketModel,
  PricePointModel,
  TierFloorModel,
} from './models/footballer-market.models';

const LAST_SALES_SHOWN = 10;
const PRICE_HISTORY_DAYS_SHOWN = 90;

/** Federation: matches owns Footballer; this subgraph adds his market to any footballer's reference. */
@Resolver(() => FootballerModel)
export class FootballerMarketReferenceResolver {
  @ResolveReference()
  resolveReference(reference: { __typename: 'Footballer'; id: string }): FootballerModel {
    return footballerReference(reference.id);
  }

  @ResolveField(() => FootballerMarketModel, { description: 'His cards on the player market.' })
  market(@Parent() footballer: FootballerModel): FootballerMarketModel {
    return { footballerId: footballer.id };
  }
}

@Resolver(() => FootballerMarketModel)
export class FootballerMarketResolver {
  constructor(private readonly market: FootballerMarketService) {}

  // One floor per tier at most, so the gateway's query cost counts its real size.
  @Directive(`@listSize(assumedSize: ${RARITIES.length})`)
  @ResolveField(() => [TierFloorModel], {
    description:
      'The cheapest open listing of his cards per tier (only tiers with a listing), cheapest tier first.',
  })
  floors(@Parent() market: FootballerMarketModel): Promise<TierFloor[]> {
    return this.market.floorsOf(market.footballerId);
  }

  @ResolveField(() => [CardSaleModel], { description: "His cards' completed sales, newest first." })
  lastSales(
    @Parent() market: FootballerMarketModel,
    @LimitArg(LAST_SALES_SHOWN) limit: number,
  ): Promise<CardSale[]> {
    return this.market.lastSalesOf(market.footballerId, limit);
  }

  // At most one point a day: the gateway's query cost counts `days` items, not a list of unknown size.
  @Directive('@listSize(slicingArguments: ["days"], requireOneSlicingArgument: false)')
  @ResolveField(() => [PricePointModel], {
    description: `Completed sales per day (UTC), oldest first: the days with a sale among the last \`days\` (1 to ${MAX_PRICE_HISTORY_DAYS}, today included).`,
  })
  priceHistory(
    @Parent() market: FootballerMarketModel,
    @Args('days', { type: () => Int, defaultValue: PRICE_HISTORY_DAYS_SHOWN }) days: number,
  ): Promise<PricePoint[]> {
    return this.market.priceHistoryOf(market.footballerId, days);
  }
}
