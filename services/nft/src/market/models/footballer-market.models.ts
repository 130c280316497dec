import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { Rarity } from '@sfl/contracts';
import { RarityEnum } from '../../cards/models/card.enums';
import { NftTypes } from '../../graphql-types';

@ObjectType('FootballerMarket', {
  registerIn: NftTypes,
  description: "A footballer's cards on the player market: sales between managers, in whole SPL.",
})
export class FootballerMarketModel {
  // Not a field: his market's fields are loaded by it.
  footballerId: string;
}

@ObjectType('TierFloor', { registerIn: NftTypes, description: 'The cheapest open listing in one tier.' })
export class TierFloorModel {
  @Field(() => RarityEnum)
  rarity: Rarity;

  @Field(() => Int, { description: 'In whole SPL.' })
  price: number;

  @Field(() => Int, { description: 'How many of his cards of the tier are on the market.' })
  listings: number;
}

@ObjectType('CardSale', {
  registerIn: NftTypes,
  description: 'A listing of his card bought by another manager.',
})
export class CardSaleModel {
  @Field(() => Int, { description: 'In whole SPL.' })
  price: number;

  @Field(() => RarityEnum)
  rarity: Rarity;

  @Field()
  soldAt: Date;
}

@ObjectType('PricePoint', { registerIn: NftTypes, description: "One day's sales (UTC)." })
export class PricePointModel {
  @Field({ description: 'The day, at 00:00 UTC.' })
  day: Date;

  @Field(() => Int, { description: 'The mean price of the sales, rounded to whole SPL.' })
  averagePrice: number;

  @Field(() => Int, { description: 'In whole SPL.' })
  lowestPrice: number;

  @Field(() => Int, { description: 'How many of his cards were sold that day.' })
  sales: number;
}
