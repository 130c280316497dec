import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, MAX_LIMIT, OffsetArg, PageWrapperSizes } from '@sfl/subgraph';
import { LIST_PRICE_SPL } from '../cards/card-tiers';
import { footballerReference } from '../footballers/models/footballer.model';
import { MarketBrowseArgs, marketBrowseOf } from './dto/market-browse.args';
import type { MarketPurchaseEntity } from './entities/market-purchase.entity';
import type { MarketSort } from './market-sort';
import type { ListingView, MarketPlayer } from './market.repository';
import { MarketService } from './market.service';
import {
  MarketListingModel,
  MarketListingPageModel,
  type MarketPlayerModel,
  MarketPurchaseModel,
  NewCardOfferPageModel,
  MarketSortEnum,
} from './models/market.models';

const MARKET_PAGE_DEFAULT_LIMIT = 24;

@Resolver()
export class MarketResolver {
  constructor(private readonly market: MarketService) {}

  @PageWrapperSizes()
  @Query(() => MarketListingPageModel, {
    description:
      'Active listings, newest first unless sorted: player name or club containing `search` (any case, at most 50 characters), of a position group, within the figures filters.',
  })
  async marketListings(
    @Args() browse: MarketBrowseArgs,
    @Args('sort', { type: () => MarketSortEnum, defaultValue: 'NEWEST' }) sort: MarketSort,
    @LimitArg(MARKET_PAGE_DEFAULT_LIMIT) limit: number,
    @OffsetArg() offset: number,
  ): Promise<MarketListingPageModel> {
    const page = await this.market.activeListings({ ...marketBrowseOf(browse), sort, limit, offset });
    return { items: page.items.map(listingModelOf), total: page.total };
  }

  @PageWrapperSizes()
  @Query(() => NewCardOfferPageModel, {
    description:
      "New cards the product sells this season at their tier's list price, best overall first unless sorted: player name or club containing `search` (any case, at most 50 characters), of a position group, within the figures filters.",
  })
  async newCardOffers(
    @Args() browse: MarketBrowseArgs,
    @Args('sort', { type: () => MarketSortEnum, defaultValue: 'BEST_OVERALL' }) sort: MarketSort,
    @LimitArg(MARKET_PAGE_DEFAULT_LIMIT) limit: number,
    @OffsetArg() offset: number,
  ): Promise<NewCardOfferPageModel> {
    const page = await this.market.newCardOffers({ ...marketBrowseOf(browse), sort, limit, offset });
    return {
      items: page.items.map(({ player, remaining }) => ({
        players: marketPlayerModelOf(player),
        remaining,
        price: LIST_PRICE_SPL[player.rarity],
      })),
      total: page.total,
    };
  }

  @Query(() => [MarketListingModel], { description: "Signed-in: the caller's open listings, newest first." })
  @UseGuards(SignedInGuard)
  async myListings(
    @CurrentUserId() userId: string,
    // The sell page shows them all: a seller holds at most MARKET_MAX_OPEN_LISTINGS (50 by default).
    @LimitArg(MAX_LIMIT) limit: number,
    @OffsetArg() offset: number,
  ): Promise<MarketListingModel[]> {
    return (await this.market.openListingsOf(userId, { limit, offset })).map(listingModelOf);
  }

  @Query(() => Boolean, {
    description:
      'Signed-in: whether you can list cards yet: once you have played a gameweek (a lineup locked for a gameweek now final).',
  })
  @UseGuards(SignedInGuard)
  canListCards(@CurrentUserId() userId: string): Promise<boolean> {
    return this.market.canList(userId);
  }

  @Query(() => MarketPurchaseModel, {
    description: "Signed-in: one of the caller's purchases, to follow it.",
  })
  @UseGuards(SignedInGuard)
  async marketPurchase(
    @CurrentUserId() userId: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MarketPurchaseModel> {
    return purchaseModelOf(await this.market.purchaseOf(userId, id));
  }

  @Mutation(() => MarketListingModel, {
    description:
      'Signed-in: puts one of your in-game cards on the market, once you have played a gameweek (a lineup locked for a gameweek now final).',
  })
  @UseGuards(SignedInGuard)
  async listCard(
    @CurrentUserId() userId: string,
    @Args('cardId', { type: () => ID }) cardId: string,
    @Args('price', { type: () => Int, description: 'Whole SPL.' }) price: number,
  ): Promise<MarketListingModel> {
    return listingModelOf(await this.market.listCard(userId, cardId, price));
  }

  @Mutation(() => MarketListingModel, { description: 'Signed-in: a new price for your active listing.' })
  @UseGuards(SignedInGuard)
  async repriceListing(
    @CurrentUserId() userId: string,
    @Args('listingId', { type: () => ID }) listingId: string,
    @Args('price', { type: () => Int }) price: number,
  ): Promise<MarketListingModel> {
    return listingModelOf(await this.market.repriceListing(userId, listingId, price));
  }

  @Mutation(() => MarketListingModel, { description: 'Signed-in: takes your active listing off the market.' })
  @UseGuards(SignedInGuard)
  async delistCard(
    @CurrentUserId() userId: string,
    @Args('listingId', { type: () => ID }) listingId: string,
  ): Promise<MarketListingModel> {
    return listingModelOf(await this.market.delistCard(userId, listingId));
  }

  @Mutation(() => MarketPurchaseModel, {
    description:
      'Signed-in: buys a listing at the price you confirmed (refused with PRICE_CHANGED if it is not the price now). ' +
      'PENDING while your SPL is held, the listing staying on the market; follow it with marketPurchase. ' +
      'The same idempotencyKey answers the same purchase.',
  })
  @UseGuards(SignedInGuard)
  async buyListing(
    @CurrentUserId() userId: string,
    @Args('listingId', { type: () => ID }) listingId: string,
    @Args('expectedPrice', { type: () => Int, description: 'The price you confirmed, in whole SPL.' })
    expectedPrice: number,
    @Args('idempotencyKey') idempotencyKey: string,
  ): Promise<MarketPurchaseModel> {
    return purchaseModelOf(await this.market.buyListing(userId, listingId, expectedPrice, idempotencyKey));
  }

  @Mutation(() => MarketPurchaseModel, {
    description:
      'Signed-in: buys a new card of a footballer from the product at the price you confirmed ' +
      '(refused with PRICE_CHANGED if it is not the price now).',
  })
  @UseGuards(SignedInGuard)
  async buyNewCard(
    @CurrentUserId() userId: string,
    @Args('footballerId', { type: () => ID }) footballerId: string,
    @Args('expectedPrice', { type: () => Int, description: 'The price you confirmed, in whole SPL.' })
    expectedPrice: number,
    @Args('idempotencyKey') idempotencyKey: string,
  ): Promise<MarketPurchaseModel> {
    return purchaseModelOf(await this.market.buyNewCard(userId, footballerId, expectedPrice, idempotencyKey));
  }
}

function listingModelOf(listing: ListingView): MarketListingModel {
  return {
    id: listing.id,
    cardId: listing.cardId,
    marketplace: { id: listing.id, price: listing.price, isActive: listing.status === 'ACTIVE' },
    players: marketPlayerModelOf(listing.player),
    users: { id: listing.sellerId },
    listedAt: listing.listedAt,
  };
}

function marketPlayerModelOf(player: MarketPlayer): MarketPlayerModel {
  return { ...player, footballer: footballerReference(player.id) };
}

function purchaseModelOf(purchase: MarketPurchaseEntity): MarketPurchaseModel {
  const { id, status, failureReason, listingId, footballerId, price, cardId, requestedAt } = purchase;
  return { id, status, failureReason, listingId, footballerId, price, cardId, requestedAt };
}
