import { join } from 'node:path';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { createNotificationsApp } from '../src/create-notifications-app';

void emitSubgraphSchema(createNotificationsApp, join(__dirname, '..', '..', 'schema.graphql'));
