import { join } from 'node:path';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { createChampionshipsApp } from '../src/create-championships-app';

void emitSubgraphSchema(createChampionshipsApp, join(__dirname, '..', '..', 'schema.graphql'));
