import { defineEvent, type EventContract, type TopicDefinition } from '@sfl/events';
import { z } from 'zod';
import { RARITIES } from './football';
import { MARKET_MAX_PRICE_SPL, MARKET_MIN_PRICE_SPL } from './market';

// Keyed by the card's object id: the ownership changes of one card stay in order on one partition.
export const nftTopic: TopicDefinition = { name: 'nft.events', partitions: 6 };

const suiAddress = z.string().regex(/^0x[0-9a-f]{64}$/);

/**
 * A manager's on-chain purchase of a player card was checked against the chain (our market's
 * `Purchased` event, the seller paid, the card now at the buyer's linked wallet) and recorded.
 * `purchasePrice` is in MIST (u64) as a decimal string.
 */
export const NftPurchaseVerified = defineEvent({
  topic: nftTopic.name,
  type: 'NftPurchaseVerified',
  version: 1,
  payload: z.object({
    ownedNftId: z.uuid(),
    userId: z.uuid(),
    walletAddress: suiAddress,
    tokenId: suiAddress,
    contractAddress: suiAddress,
    playerId: z.string().min(1).max(100),
    purchasePrice: z.string().regex(/^[1-9][0-9]{0,19}$/),
    seller: suiAddress,
    transactionDigest: z.string().min(32).max(64),
    acquiredAt: z.iso.datetime({ offset: true }),
  }),
});

export const cardSources = ['IN_GAME', 'ON_CHAIN'] as const;

export const cardOwnershipReasons = [
  'STARTER_PACK',
  'PRIMARY_SALE',
  'MARKET_SALE',
  'ON_CHAIN_VERIFIED',
  'ON_CHAIN_LOST',
  // an achievement's NFT reward (spl-rewards.events AchievementUnlocked with reward.nft)
  'ACHIEVEMENT_REWARD',
] as const;

/**
 * A player card changed hands: minted to a manager (`fromUserId` null), moved between managers, or
 * no longer counted for anyone (`toUserId` null: an on-chain card the wallet no longer holds).
 * In-game cards carry their season and serial within the tier's supply; on-chain cards carry
 * neither. `value` is the card's worth in whole SPL for Team Value (its tier's list price until it
 * is sold, then its last sale price). Keyed by the card id: one card's changes stay in order.
 */
export const CardOwnershipChanged = defineEvent({
  topic: nftTopic.name,
  type: 'CardOwnershipChanged',
  version: 1,
  payload: z.object({
    cardId: z.uuid(),
    source: z.enum(cardSources),
    footballerId: z.uuid(),
    rarity: z.enum(RARITIES),
    season: z.number().int().positive().nullable(),
    serial: z.number().int().positive().nullable(),
    value: z.number().int().min(0),
    fromUserId: z.uuid().nullable(),
    toUserId: z.uuid().nullable(),
    reason: z.enum(cardOwnershipReasons),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});

const marketPrice = z.number().int().min(MARKET_MIN_PRICE_SPL).max(MARKET_MAX_PRICE_SPL);

/** A manager put one of their cards on the market: until it ends, the card cannot be fielded. */
export const CardListed = defineEvent({
  topic: nftTopic.name,
  type: 'CardListed',
  version: 1,
  payload: z.object({
    listingId: z.uuid(),
    cardId: z.uuid(),
    sellerId: z.uuid(),
    price: marketPrice,
    listedAt: z.iso.datetime({ offset: true }),
  }),
});

export const listingEndReasons = ['SOLD', 'DELISTED'] as const;

/** A listing is off the market: its card was sold (CardOwnershipChanged follows) or taken back. */
export const CardListingEnded = defineEvent({
  topic: nftTopic.name,
  type: 'CardListingEnded',
  version: 1,
  payload: z.object({
    listingId: z.uuid(),
    cardId: z.uuid(),
    sellerId: z.uuid(),
    reason: z.enum(listingEndReasons),
    endedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * A manager asked to buy a card (a listing, or a new card from the product when `sellerId` is
 * null) at the price he confirmed: the first step of a purchase. The listing stays on the market
 * until the SPL is held. spl-rewards holds the price from the buyer and answers with
 * MarketFundsHeld or MarketFundsRefused. Keyed by the purchase id.
 */
export const MarketPurchaseRequested = defineEvent({
  topic: nftTopic.name,
  type: 'MarketPurchaseRequested',
  version: 1,
  payload: z.object({
    purchaseId: z.uuid(),
    buyerId: z.uuid(),
    sellerId: z.uuid().nullable(),
    price: marketPrice,
    requestedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * The card of a purchase is the buyer's: spl-rewards captures the held price, `sellerAmount` to the
 * seller (none for a new card) and `fee` to the treasury; together they are the price.
 */
export const MarketSaleCompleted = defineEvent({
  topic: nftTopic.name,
  type: 'MarketSaleCompleted',
  version: 1,
  payload: z.object({
    purchaseId: z.uuid(),
    cardId: z.uuid(),
    buyerId: z.uuid(),
    sellerId: z.uuid().nullable(),
    price: marketPrice,
    sellerAmount: z.number().int().min(0),
    fee: z.number().int().min(0),
    completedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * Why a purchase failed: spl-rewards refused the hold (INSUFFICIENT_SPL, or BONUS_SPL_LOCKED when
 * the balance would do but part of it is bonus SPL not unlocked by play), or the listing was no
 * longer there at the confirmed price once the SPL was held (LISTING_SOLD to another buyer,
 * LISTING_DELISTED by its seller, PRICE_CHANGED by its seller), or the card could not be had
 * (CARD_UNAVAILABLE: the card left its seller, or no new card was left).
 */
export const marketPurchaseFailures = [
  'INSUFFICIENT_SPL',
  'BONUS_SPL_LOCKED',
  'LISTING_SOLD',
  'LISTING_DELISTED',
  'PRICE_CHANGED',
  'CARD_UNAVAILABLE',
] as const;

/** A purchase will not complete: spl-rewards releases the buyer's hold if one was placed. */
export const MarketPurchaseFailed = defineEvent({
  topic: nftTopic.name,
  type: 'MarketPurchaseFailed',
  version: 1,
  payload: z.object({
    purchaseId: z.uuid(),
    buyerId: z.uuid(),
    reason: z.enum(marketPurchaseFailures),
    failedAt: z.iso.datetime({ offset: true }),
  }),
});

export const nftEventContracts: EventContract[] = [
  NftPurchaseVerified,
  CardOwnershipChanged,
  CardListed,
  CardListingEnded,
  MarketPurchaseRequested,
  MarketSaleCompleted,
  MarketPurchaseFailed,
];
