import { parseConfig } from '@sfl/config';
import { collectionFrom, marketQuotasFrom, nftConfigSchema } from './nft.config';

const base = {
  NFT_DATABASE_URL: 'postgres://localhost/nft',
  INTERNAL_SECRET: 'x'.repeat(32),
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('nft config', () => {
  it('should default the port to 4003 and treat an unset collection as not deployed', () => {
    const config = parseConfig(nftConfigSchema, { ...base, NFT_PACKAGE_ID: '' });
    expect(config.NFT_PORT).toBe(4003);
    expect(config.SUI_NETWORK).toBe('mainnet');
    expect(collectionFrom(config)).toBeNull();
  });

  it('should normalize the package and market ids when both are set', () => {
    const config = parseConfig(nftConfigSchema, {
      ...base,
      NFT_PACKAGE_ID: `0x${'AB'.repeat(32)}`,
      NFT_MARKET_ID: `0x${'cd'.repeat(32)}`,
    });
    expect(collectionFrom(config)).toEqual({
      packageId: `0x${'ab'.repeat(32)}`,
      marketId: `0x${'cd'.repeat(32)}`,
    });
  });

  it('should refuse a malformed id and a package without a market', () => {
    expect(() => parseConfig(nftConfigSchema, { ...base, NFT_PACKAGE_ID: '0x12' })).toThrow(
      /NFT_PACKAGE_ID: must be a Sui object id/,
    );
    expect(() => parseConfig(nftConfigSchema, { ...base, NFT_PACKAGE_ID: `0x${'ab'.repeat(32)}` })).toThrow(
      /NFT_MARKET_ID: NFT_PACKAGE_ID and NFT_MARKET_ID are set together/,
    );
  });

  it('should default the market quotas and read them from the environment', () => {
    expect(marketQuotasFrom(parseConfig(nftConfigSchema, base))).toEqual({
      purchases: { limit: 20, windowMs: 60_000 },
      listingChanges: { limit: 30, windowMs: 60_000 },
      maxPendingPurchases: 3,
      maxOpenListings: 50,
    });
    const config = parseConfig(nftConfigSchema, {
      ...base,
      MARKET_PURCHASES_PER_MINUTE: '200',
      MARKET_MAX_PENDING_PURCHASES: '1',
    });
    expect(marketQuotasFrom(config)).toMatchObject({
      purchases: { limit: 200 },
      maxPendingPurchases: 1,
    });
    expect(() => parseConfig(nftConfigSchema, { ...base, MARKET_MAX_OPEN_LISTINGS: '0' })).toThrow(
      /MARKET_MAX_OPEN_LISTINGS/,
    );
  });
});
