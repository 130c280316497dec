import { join } from 'node:path';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { createLeaguesApp } from '../src/create-leagues-app';

void emitSubgraphSchema(createLeaguesApp, join(__dirname, '..', '..', 'schema.graphql'));
