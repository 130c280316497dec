import { join } from 'node:path';
import { offlineChainReader } from '@sfl/sui-chain';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { createUsersApp } from '../src/create-users-app';

void emitSubgraphSchema(
  (dependencies) => createUsersApp({ ...dependencies, chain: offlineChainReader() }),
  join(__dirname, '..', '..', 'schema.graphql'),
);
