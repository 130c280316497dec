import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLEnumType, isEnumType, parse } from 'graphql';
import { buildLiveSchema } from '../src/subscriptions/live-schema';

const gatewayDir = join(__dirname, '..');
const read = (file: string) => readFileSync(join(gatewayDir, file), 'utf8');
const SHARED_TYPES = ['MatchStatus'];

// The frontend's codegen merges subscriptions.graphql with api-schema.graphql.
describe('subscriptions.graphql', () => {
  const typeNames = (sdl: string) =>
    parse(sdl).definitions.flatMap((definition) =>
      'name' in definition && definition.name ? [definition.name.value] : [],
    );

  it('should build into the schema the gateway serves, with a Subscription root', () => {
    const schema = buildLiveSchema();
    expect(Object.keys(schema.getSubscriptionType()?.getFields() ?? {})).toEqual([
      'liveMatchUpdated',
      'matchAction',
    ]);
  });

  it('should not clash with a type of the supergraph, but for the shared enums', () => {
    const api = new Set(typeNames(read('api-schema.graphql')));
    const clashes = typeNames(read('subscriptions.graphql')).filter((name) => api.has(name));
    expect(clashes.filter((name) => !SHARED_TYPES.includes(name))).toEqual([]);
  });

  it('should declare MatchStatus exactly as the supergraph does, once the supergraph has it', () => {
    const valuesOf = (sdl: string) => {
      const type = buildSchema(sdl, { assumeValidSDL: true }).getType('MatchStatus');
      return type && isEnumType(type)
        ? (type as GraphQLEnumType).getValues().map((value) => value.name)
        : null;
    };
    const live = valuesOf(read('subscriptions.graphql'));
    const api = valuesOf(read('api-schema.graphql'));
    expect(live).toEqual(['SCHEDULED', 'LIVE', 'FT']);
    if (api) expect(api).toEqual(live);
  });
});
