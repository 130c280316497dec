import { join } from 'node:path';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { createUsersApp } from '../src/create-users-app';

void emitSubgraphSchema(createUsersApp, join(__dirname, '..', '..', 'schema.graphql'));
