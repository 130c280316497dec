import { join } from 'node:path';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { createSquadsApp } from '../src/create-squads-app';

void emitSubgraphSchema(createSquadsApp, join(__dirname, '..', '..', 'schema.graphql'));
