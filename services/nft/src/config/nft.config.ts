import { isValidSuiAddress, normalizeSuiAddress } from '@mysten/sui/utils';
import { portField, positiveIntField, postgresUrlField } from '@sfl/config';
import { type ActionQuota, subgraphProcessConfigFields } from '@sfl/subgraph';
import { suiNetworkConfigFields } from '@sfl/sui-chain';
import { z } from 'zod';

// Unset (or empty: parseConfig drops those) means "not deployed on this network".
const suiObjectIdField = () =>
  z
    .string()
    .refine(isValidSuiAddress, { error: 'must be a Sui object id (0x and 64 hex digits)' })
    .transform((value) => normalizeSuiAddress(value))
    .optional();

/** Where the player-card collection lives on SUI_NETWORK; both unset when it is not deployed there. */
export const nftCollectionConfigFields = {
  /** our Move package (player_card + market modules) on SUI_NETWORK */
  NFT_PACKAGE_ID: suiObjectIdField(),
  /** the package's shared Market object, whose dynamic object fields are the listings */
  NFT_MARKET_ID: suiObjectIdField(),
};

/** Refuses a configuration that names only one of the collection's two ids. */
export function withCollectionPairCheck<T extends { NFT_PACKAGE_ID?: string; NFT_MARKET_ID?: string }>(
  schema: z.ZodType<T>,
) {
  return schema.refine((config) => Boolean(config.NFT_PACKAGE_ID) === Boolean(config.NFT_MARKET_ID), {
    error: 'NFT_PACKAGE_ID and NFT_MARKET_ID are set together, or neither (collection not deployed)',
    path: ['NFT_MARKET_ID'],
  });
}

/** The market's quotas (docs/market.md, Quotas): per manager, in the nft process and the embedded mode. */
export const marketQuotaConfigFields = {
  /** buyListing and buyNewCard calls per manager per minute */
  MARKET_PURCHASES_PER_MINUTE: positiveIntField(20),
  /** listCard, repriceListing and delistCard calls per manager per minute */
  MARKET_LISTING_CHANGES_PER_MINUTE: positiveIntField(30),
  /** purchases of one buyer still waiting for their SPL */
  MARKET_MAX_PENDING_PURCHASES: positiveIntField(3),
  /** listings of one seller on the market at once */
  MARKET_MAX_OPEN_LISTINGS: positiveIntField(50),
};

/** Environment of the nft subgraph when it runs as its own process (services mode). */
export const nftConfigSchema = withCollectionPairCheck(
  z.object({
    NFT_PORT: portField(4003),
    NFT_HOST: z.string().default('127.0.0.1'),
    NFT_DATABASE_URL: postgresUrlField(),
    ...subgraphProcessConfigFields,
    ...suiNetworkConfigFields,
    ...nftCollectionConfigFields,
    ...marketQuotaConfigFields,
  }),
);

export type NftConfig = z.output<typeof nftConfigSchema>;

/** Where the collection lives on the configured network. */
export interface NftCollectionAddress {
  packageId: string;
  marketId: string;
}

/** Null when the collection is not deployed on this network. */
export function collectionFrom(config: {
  NFT_PACKAGE_ID?: string;
  NFT_MARKET_ID?: string;
}): NftCollectionAddress | null {
  return config.NFT_PACKAGE_ID && config.NFT_MARKET_ID
    ? { packageId: config.NFT_PACKAGE_ID, marketId: config.NFT_MARKET_ID }
    : null;
}

/** Injection token of the market quotas in force. */
export const MARKET_QUOTAS = Symbol('MARKET_QUOTAS');

export interface MarketQuotas {
  purchases: ActionQuota;
  listingChanges: ActionQuota;
  maxPendingPurchases: number;
  maxOpenListings: number;
}

type MarketQuotaConfig = z.output<z.ZodObject<typeof marketQuotaConfigFields>>;

export function marketQuotasFrom(config: MarketQuotaConfig): MarketQuotas {
  return {
    purchases: { limit: config.MARKET_PURCHASES_PER_MINUTE, windowMs: 60_000 },
    listingChanges: { limit: config.MARKET_LISTING_CHANGES_PER_MINUTE, windowMs: 60_000 },
    maxPendingPurchases: config.MARKET_MAX_PENDING_PURCHASES,
    maxOpenListings: config.MARKET_MAX_OPEN_LISTINGS,
  };
}

/** The documented defaults, for apps built without a configuration (tests, tools). */
export const DEFAULT_MARKET_QUOTAS: MarketQuotas = marketQuotasFrom(
  z.object(marketQuotaConfigFields).parse({}),
);
