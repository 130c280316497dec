import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { POSITION_GROUPS, POSITIONS, type Position, type Rarity } from '@sfl/contracts';
import { graphqlEnum } from '@sfl/subgraph';
import { RarityEnum } from '../../cards/models/card.enums';
import { FootballerModel } from '../../footballers/models/footballer.model';
import { NftTypes } from '../../graphql-types';
import { MARKET_SORTS } from '../market-sort';

// matches' Position and PositionGroup enums, declared here too (same values and descriptions).
export const PositionEnum = graphqlEnum(POSITIONS, {
  name: 'Position',
  description: 'Where a footballer plays.',
  registerIn: NftTypes,
});
export const PositionGroupEnum = graphqlEnum(POSITION_GROUPS, {
  name: 'PositionGroup',
  description: 'GK, defenders, midfielders, attackers.',
  registerIn: NftTypes,
});

export const MarketSortEnum = graphqlEnum(MARKET_SORTS, {
  name: 'MarketSort',
  description:
    'The order of a market list; each then newest first (new cards: best overall), down to the id.',
  registerIn: NftTypes,
  valuesMap: {
    NEWEST: { description: 'Newest listing first (listings only; their default).' },
    BEST_OVERALL: { description: "Best overall first (the new cards' default)." },
    FORM: { description: 'Best form first; footballers without figures last.' },
    POINTS: { description: 'Most season points first; footballers without figures last.' },
    PRICE_LOW: { description: 'Cheapest first.' },
    PRICE_HIGH: { description: 'Dearest first.' },
    EASIEST_NEXT_FIXTURE: { description: 'Easiest next fixture first; footballers without one last.' },
  },
});

/** Stub of the users subgraph's entity: the seller's username comes from there. */
@ObjectType('User', { registerIn: NftTypes })
@Directive('@key(fields: "id", resolvable: false)')
export class UserReferenceModel {
  @Field(() => ID)
  id: string;
}

@ObjectType('MarketplaceEntry', { registerIn: NftTypes, description: "A listing's place on the market." })
export class MarketplaceEntryModel {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: 'In whole SPL.' })
  price: number;

  @Field({ description: 'Buyable now: not sold, not taken back.' })
  isActive: boolean;
}

@ObjectType('MarketPlayer', {
  registerIn: NftTypes,
  description: 'The footballer a listing or an offer is of.',
})
export class MarketPlayerModel {
  @Field(() => ID, { description: "The footballer's id." })
  id: string;

  @Field()
  name: string;

  @Field()
  club: string;

  @Field(() => Int)
  overall: number;

  @Field(() => PositionEnum)
  position: Position;

  @Field(() => RarityEnum)
  rarity: Rarity;

  @Field(() => FootballerModel, {
    description: 'The footballer himself: matches answers his form and next fixtures.',
  })
  footballer: FootballerModel;
}

@ObjectType('MarketListing', {
  registerIn: NftTypes,
  description: "A manager's card for sale, in the product's listing shape.",
})
export class MarketListingModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The in-game card for sale.' })
  cardId: string;

  @Field(() => MarketplaceEntryModel)
  marketplace: MarketplaceEntryModel;

  @Field(() => MarketPlayerModel)
  players: MarketPlayerModel;

  @Field(() => UserReferenceModel, { description: 'The seller.' })
  users: UserReferenceModel;

  @Field()
  listedAt: Date;
}

@ObjectType('MarketListingPage', { registerIn: NftTypes })
export class MarketListingPageModel {
  @Field(() => [MarketListingModel])
  items: MarketListingModel[];

  @Field(() => Int, { description: 'How many listings match in all.' })
  total: number;
}

@ObjectType('NewCardOffer', {
  registerIn: NftTypes,
  description: "New cards of a footballer the product sells this season, at the tier's list price.",
})
export class NewCardOfferModel {
  @Field(() => MarketPlayerModel)
  players: MarketPlayerModel;

  @Field(() => Int, { description: 'In whole SPL.' })
  price: number;

  @Field(() => Int, { description: 'New cards left this season.' })
  remaining: number;
}

@ObjectType('NewCardOfferPage', { registerIn: NftTypes })
export class NewCardOfferPageModel {
  @Field(() => [NewCardOfferModel])
  items: NewCardOfferModel[];

  @Field(() => Int)
  total: number;
}

export const PurchaseStatusEnum = graphqlEnum(['PENDING', 'COMPLETED', 'FAILED'] as const, {
  name: 'MarketPurchaseStatus',
  description: 'PENDING while the SPL is held, then COMPLETED (the card is yours) or FAILED (nothing paid).',
  registerIn: NftTypes,
});

@ObjectType('MarketPurchase', { registerIn: NftTypes })
export class MarketPurchaseModel {
  @Field(() => ID)
  id: string;

  @Field(() => PurchaseStatusEnum)
  status: keyof typeof PurchaseStatusEnum;

  @Field(() => String, {
    nullable: true,
    description:
      'Why it FAILED: INSUFFICIENT_SPL, BONUS_SPL_LOCKED (bonus SPL not yet unlocked by play cannot pay another ' +
      'manager), LISTING_SOLD (to another buyer first), LISTING_DELISTED, PRICE_CHANGED (repriced before your SPL ' +
      'was held) or CARD_UNAVAILABLE.',
  })
  failureReason: string | null;

  @Field(() => ID, { nullable: true, description: 'The listing bought; null for a new card.' })
  listingId: string | null;

  @Field(() => ID, { nullable: true, description: 'The footballer of a new card; null for a listing.' })
  footballerId: string | null;

  @Field(() => Int, { description: 'In whole SPL.' })
  price: number;

  @Field(() => ID, { nullable: true, description: 'The card bought, once COMPLETED.' })
  cardId: string | null;

  @Field()
  requestedAt: Date;
}
