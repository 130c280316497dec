import { buildSchema, graphql } from 'graphql';
import { distinctEntityFetch } from './distinct-representations';
import type { SubgraphRequest, SubgraphResponse } from './merged-operations';

// A users subgraph's entity resolution, executed for real; `badge` fails for one user.
const schema = buildSchema(`
  scalar _Any
  type User { id: ID! username: String! badge: String }
  type Query { _entities(representations: [_Any!]!): [User]! }
`);
const rootValue = {
  _entities: ({ representations }: { representations: { id: string }[] }) =>
    representations.map(({ id }) => ({
      id,
      username: `user-${id}`,
      badge: () => {
        if (id === 'u2') throw new Error('no badge');
        return 'gold';
      },
    })),
};
const USERS = `query League__users__1($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on User { username badge } }
}`;

async function answer(request: SubgraphRequest): Promise<SubgraphResponse> {
  const result = await graphql({
    schema,
    source: request.query,
    variableValues: request.variables,
    rootValue,
  });
  // What reaches the gateway is JSON, and it keeps no error's locations.
  const { errors, ...rest } = JSON.parse(JSON.stringify(result)) as SubgraphResponse;
  return errors
    ? { ...rest, errors: errors.map(({ locations: _, ...error }: Record<string, unknown>) => error) }
    : rest;
}

const user = (id: string) => ({ __typename: 'User', id });

describe('distinctEntityFetch', () => {
  it('should ask for each entity once and answer every place it appears, each with an object of its own', async () => {
    const plan = {
      query: USERS,
      variables: { representations: [user('u1'), user('u3'), user('u1'), user('u1')] },
    };

    const fetch = distinctEntityFetch(plan);
    const got = fetch.expand(await answer(fetch.request));

    expect(fetch.request.variables).toEqual({ representations: [user('u1'), user('u3')] });
    expect(got).toEqual(await answer(plan));
    const entities = got.data!._entities as object[];
    expect(entities[2]).not.toBe(entities[0]);
  });

  it('should give an error of a repeated entity to every place it appears', async () => {
    const plan = { query: USERS, variables: { representations: [user('u2'), user('u1'), user('u2')] } };

    const fetch = distinctEntityFetch(plan);
    const got = fetch.expand(await answer(fetch.request));

    expect(got).toEqual(await answer(plan));
    expect(got.errors?.map(({ path }) => path)).toEqual([
      ['_entities', 0, 'badge'],
      ['_entities', 2, 'badge'],
    ]);
  });

  it('should send a fetch without repeats, or with no representations, as it is', async () => {
    const once = { query: USERS, variables: { representations: [user('u1'), user('u3')] } };
    const root = { query: 'query Me { me { id } }', variables: {} };

    expect(distinctEntityFetch(once).request).toBe(once);
    expect(distinctEntityFetch(root).request).toBe(root);
    const response = await answer(once);
    expect(distinctEntityFetch(once).expand(response)).toBe(response);
  });
});
