import { join } from 'node:path';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { createMatchesApp } from '../src/create-matches-app';

void emitSubgraphSchema(createMatchesApp, join(__dirname, '..', '..', 'schema.graphql'));
