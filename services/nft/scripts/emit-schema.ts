import { join } from 'node:path';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { offlineChainReader } from '@sfl/sui-chain';
import { createNftApp } from '../src/create-nft-app';

void emitSubgraphSchema(
  (dependencies) =>
    createNftApp({ ...dependencies, chain: offlineChainReader(), network: 'localnet', collection: null }),
  join(__dirname, '..', '..', 'schema.graphql'),
);
