import { writeFileSync } from 'node:fs';
import { printSubgraphSchema } from '@apollo/subgraph';
import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { MemoryStore } from '@sfl/cache';
import { EmbeddedEventBus, type EventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import type { SubgraphDependencies } from './subgraph-dependencies';

/**
 * Writes a subgraph's SDL (with the federation @link header) to `outFile`, starting the app on
 * an in-memory database. The gateway's compose step reads it; the test command regenerates it
 * and fails when the committed file differs. Consumers do not start: printing a schema reads no
 * other service's events (and none publishes here).
 */
export async function emitSubgraphSchema(
  createApp: (dependencies: SubgraphDependencies) => Promise<INestApplication>,
  outFile: string,
): Promise<void> {
  const store = new MemoryStore();
  const logger = createLogger({ service: 'schema-emitter', level: 'warn' });
  const bus = new EmbeddedEventBus({ contracts: [], logger });
  const withoutConsumers: EventBus = {
    startPublishing: (service, dataSource) => bus.startPublishing(service, dataSource),
    startConsumer: async () => undefined,
    listenLive: (topics, listener) => bus.listenLive(topics, listener),
    parts: () => bus.parts(),
    backlog: () => bus.backlog(),
    onSetAside: (listener) => bus.onSetAside(listener),
    stop: () => bus.stop(),
  };
  const app = await createApp({
    database: { kind: 'embedded' },
    store,
    internalSecret: 'schema-emitter-'.padEnd(32, '-'),
    logger,
    eventBus: withoutConsumers,
  });
  writeFileSync(outFile, `${printSubgraphSchema(app.get(GraphQLSchemaHost).schema).trim()}\n`);
  await app.close();
  await store.close();
}
