export { createNftApp, startSplRewardsConsumers, startSquadsConsumers } from './create-nft-app';
export type { NftAppOptions } from './nft-app.module';
export {
  nftConfigSchema,
  nftCollectionConfigFields,
  withCollectionPairCheck,
  collectionFrom,
  marketQuotaConfigFields,
  marketQuotasFrom,
  type MarketQuotas,
  type NftConfig,
  type NftCollectionAddress,
} from './config/nft.config';
export { nftMigrations } from './database/migrations';
export { nftEntities } from './database/nft.entities';
