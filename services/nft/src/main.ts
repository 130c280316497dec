import { runSubgraphProcess } from '@sfl/subgraph';
import { chainReaderFrom } from '@sfl/sui-chain';
import { collectionFrom, marketQuotasFrom, nftConfigSchema } from './config/nft.config';
import { createNftApp, startSplRewardsConsumers, startSquadsConsumers } from './create-nft-app';

void runSubgraphProcess({
  service: 'nft',
  schema: nftConfigSchema,
  endpoint: (config) => ({
    port: config.NFT_PORT,
    host: config.NFT_HOST,
    databaseUrl: config.NFT_DATABASE_URL,
  }),
  createApp: async (dependencies, config) => {
    const app = await createNftApp({
      ...dependencies,
      chain: chainReaderFrom(config),
      network: config.SUI_NETWORK,
      collection: collectionFrom(config),
      marketQuotas: marketQuotasFrom(config),
    });
    await startSquadsConsumers(app, dependencies.eventBus);
    await startSplRewardsConsumers(app, dependencies.eventBus);
    return app;
  },
});
