import { join } from 'node:path';
import { emitSubgraphSchema } from '@sfl/subgraph';
import { createSplRewardsApp } from '../src/create-spl-rewards-app';

void emitSubgraphSchema(createSplRewardsApp, join(__dirname, '..', '..', 'schema.graphql'));
