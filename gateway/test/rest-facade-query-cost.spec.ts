import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { declaredListSizes, MAX_QUERY_COST, queryCostError } from '../src/graphql/query-cost';
import * as championships from '../src/rest-facade/championships.operations';
import { LEADERBOARD, MY_LEADERBOARD_ENTRY } from '../src/rest-facade/leaderboard.operations';
import { AVAILABLE_NFTS, NFT_OWNERSHIP } from '../src/rest-facade/nft.operations';
import { MY_ACHIEVEMENTS, MY_SPL_REWARDS, SPL_LEADERBOARD } from '../src/rest-facade/spl-rewards.operations';
import { GAME_RULES, SQUAD_RULES } from '../src/rest-facade/whitepaper.operations';

const read = (file: string) => readFileSync(join(__dirname, '..', file), 'utf8');
const schema = buildSchema(read('api-schema.graphql'));
const declared = declaredListSizes(read('supergraph.graphql'));
const ID = '00000000-0000-4000-8000-000000000000';

// The REST facade's reads go through the same cost limit as any client's operation: each must fit
// at its largest page, or the REST call would answer 400 before any subgraph is asked.
describe("query cost of the REST facade's reads", () => {
  it.each([
    ['available championships', championships.AVAILABLE_CHAMPIONSHIPS, {}],
    ['pre-registrations', championships.CHAMPIONSHIP_PRE_REGISTRATIONS, { id: ID }],
    ['leaderboard', LEADERBOARD, { limit: 100, offset: 0 }],
    ['my leaderboard entry', MY_LEADERBOARD_ENTRY, {}],
    ['available NFTs', AVAILABLE_NFTS, {}],
    ['NFT ownership', NFT_OWNERSHIP, { userId: ID }],
    ['SPL rewards', MY_SPL_REWARDS, {}],
    ['SPL leaderboard', SPL_LEADERBOARD, {}],
    ['achievements', MY_ACHIEVEMENTS, {}],
    ['game rules', GAME_RULES, {}],
    ['squad rules', SQUAD_RULES, {}],
  ])('should let %s through', (_name, document, variables) => {
    const operation = { schema, document, variables };
    // Costed for real (a cost over 0 is reported), and within the limit.
    expect(queryCostError(operation, { declared, maxCost: 0 })).toBeDefined();
    expect(queryCostError(operation, { declared, maxCost: MAX_QUERY_COST })).toBeUndefined();
  });
});
