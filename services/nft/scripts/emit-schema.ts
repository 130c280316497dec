import { join } from 'node:path';
import type { EventBus } from '@sfl/events';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { offlineChainReader } from '@sfl/sui-chain';
import { createNftApp } from '../src/create-nft-app';

// Printing the schema consumes nothing: no users service publishes here.
const withoutConsumers = (bus: EventBus): EventBus => ({
  startPublishing: (service, dataSource) => bus.startPublishing(service, dataSource),
  startConsumer: async () => undefined,
  listenLive: (topics, listener) => bus.listenLive(topics, listener),
  stop: () => bus.stop(),
});

void emitSubgraphSchema(
  (dependencies) =>
    createNftApp({
      ...dependencies,
      eventBus: withoutConsumers(dependencies.eventBus),
      chain: offlineChainReader(),
      network: 'localnet',
      collection: null,
    }),
  join(__dirname, '..', '..', 'schema.graphql'),
);
