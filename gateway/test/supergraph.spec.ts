import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeSupergraph, readSubgraphSources } from '../src/composition/compose-supergraph';

const gatewayDir = join(__dirname, '..');

// The CI drift gate in test form: the committed files are what `npm run compose` makes today.
describe('committed supergraph', () => {
  const outcome = composeSupergraph(readSubgraphSources(join(gatewayDir, '..', 'services')));

  it('should compose from every services/*/schema.graphql', () => {
    expect(outcome.ok ? [] : outcome.errors).toEqual([]);
  });

  it('should match supergraph.graphql and api-schema.graphql (run `npm run compose` when this fails)', () => {
    if (!outcome.ok) throw new Error('composition failed');
    expect(readFileSync(join(gatewayDir, 'supergraph.graphql'), 'utf8')).toBe(outcome.supergraphSdl);
    expect(readFileSync(join(gatewayDir, 'api-schema.graphql'), 'utf8')).toBe(outcome.apiSchemaSdl);
  });
});
