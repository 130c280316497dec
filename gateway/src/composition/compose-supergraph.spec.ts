import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeSupergraph, placeholderSubgraphUrl, readSubgraphSources } from './compose-supergraph';

const FED2 = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.14", import: ["@key"])';
const accounts = `${FED2}
type User @key(fields: "id") { id: ID! name: String! }
type Query { me: User }`;
const squads = `${FED2}
type User @key(fields: "id", resolvable: false) { id: ID! }
type Squad { id: ID! owner: User! }
type Query { squads: [Squad!]! }`;

describe('composeSupergraph', () => {
  it('should compose subgraphs into a supergraph with placeholder URLs and an API schema', () => {
    const outcome = composeSupergraph([
      { name: 'accounts', sdl: accounts },
      { name: 'squads', sdl: squads },
    ]);
    if (!outcome.ok) throw new Error(outcome.errors.join('\n'));
    expect(outcome.supergraphSdl).toContain(`url: "${placeholderSubgraphUrl('accounts')}"`);
    expect(outcome.supergraphSdl).toContain('url: "http://squads.invalid/graphql"');
    expect(outcome.apiSchemaSdl).toContain('type Squad {\n  id: ID!\n  owner: User!\n}');
    expect(outcome.apiSchemaSdl).not.toContain('join__');
  });

  it('should name the subgraph, the unknown type and its position when a schema references a type nobody defines', () => {
    const outcome = composeSupergraph([{ name: 'squads', sdl: `${FED2}\ntype Query { squads: [Squad!]! }` }]);
    expect(outcome).toEqual({
      ok: false,
      errors: ['INVALID_GRAPHQL: [squads] Unknown type Squad (line 2, column 23)'],
    });
  });

  it('should report a syntax error with the subgraph name and position', () => {
    const outcome = composeSupergraph([{ name: 'squads', sdl: 'type Query {\n  squads: [Squad!\n}' }]);
    expect(outcome).toEqual({
      ok: false,
      errors: ['[squads] Syntax Error: Expected "]", found "}". (line 3, column 1)'],
    });
  });

  it('should report every conflict between subgraphs', () => {
    const outcome = composeSupergraph([
      { name: 'accounts', sdl: accounts },
      { name: 'profiles', sdl: `${FED2}\ntype User @key(fields: "id") { id: ID! name: Int! }` },
    ]);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.join('\n')).toMatch(/FIELD_TYPE_MISMATCH: .*"User\.name"/);
  });

  it('should refuse to compose nothing', () => {
    expect(composeSupergraph([])).toEqual({ ok: false, errors: ['No subgraph schemas found'] });
  });
});

describe('readSubgraphSources', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sfl-services-'));
    for (const name of ['squads', 'accounts', 'no-schema-yet']) mkdirSync(join(dir, name));
    writeFileSync(join(dir, 'squads', 'schema.graphql'), squads);
    writeFileSync(join(dir, 'accounts', 'schema.graphql'), accounts);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should read every service folder that has a schema.graphql, named after the folder, in order', () => {
    expect(readSubgraphSources(dir)).toEqual([
      { name: 'accounts', sdl: accounts },
      { name: 'squads', sdl: squads },
    ]);
  });
});
