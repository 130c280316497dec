import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSubgraphSchema } from '@apollo/subgraph';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { MemoryStore } from '@sfl/cache';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { createMatchesApp } from '../src/create-matches-app';

// Writes the subgraph SDL (with the federation @link header) to schema.graphql. The gateway's
// compose step reads it; CI regenerates it and fails when the committed file differs.
async function emitSchema() {
  const store = new MemoryStore();
  const logger = createLogger({ service: 'matches', level: 'warn' });
  const app = await createMatchesApp({
    database: { kind: 'embedded' },
    store,
    internalSecret: 'schema-emitter-'.padEnd(32, '-'),
    logger,
    eventBus: new EmbeddedEventBus({ contracts: [], logger }),
  });
  const sdl = printSubgraphSchema(app.get(GraphQLSchemaHost).schema);
  writeFileSync(join(__dirname, '..', '..', 'schema.graphql'), `${sdl.trim()}\n`);
  await app.close();
  await store.close();
}

void emitSchema();
