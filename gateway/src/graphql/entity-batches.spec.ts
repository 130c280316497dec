import { buildSchema, graphql } from 'graphql';
import { entityBatches } from './entity-batches';
import type { SubgraphRequest, SubgraphResponse } from './merged-operations';

// A subgraph's entity resolution, executed for real: cards by id, a field that fails on one card,
// and a card id that fails the whole `_entities` field (its list is non-null).
const schema = buildSchema(`
  scalar _Any
  type Card { id: ID! name: String! rarity(upper: Boolean): String risky: String }
  type Query { _entities(representations: [_Any!]!): [Card]! }
  type Mutation { touch: Boolean }
`);
const rootValue = {
  _entities: ({ representations }: { representations: { id: string }[] }) => {
    if (representations.some(({ id }) => id === 'broken')) throw new Error('cannot resolve these');
    return representations.map(({ id }) => ({
      id,
      name: `Card ${id}`,
      rarity: ({ upper }: { upper?: boolean }) => (upper ? 'RARE' : 'rare'),
      risky: () => {
        if (id === 'c2') throw new Error('risky failed');
        return 'fine';
      },
    }));
  },
  touch: () => true,
};

// Operations as the data source sees them: their context objects.
const operationA = { name: 'a' };
const operationB = { name: 'b' };
type Operation = typeof operationA;

function subgraph() {
  const sent: { request: SubgraphRequest; operation: Operation | null }[] = [];
  const send = async (request: SubgraphRequest, operation: Operation | null): Promise<SubgraphResponse> => {
    sent.push({ request, operation });
    const answer = await graphql({
      schema,
      source: request.query,
      variableValues: request.variables,
      rootValue,
    });
    // What reaches the gateway is JSON: error objects as the subgraph wrote them.
    return JSON.parse(JSON.stringify(answer)) as SubgraphResponse;
  };
  return { sent, send };
}

const CARDS = `query Plan__cards__1($representations: [_Any!]!, $upper: Boolean) {
  _entities(representations: $representations) { ... on Card { ...CardFields rarity(upper: $upper) } }
}
fragment CardFields on Card { id name }`;
const BENCH = `query Plan__cards__2($representations: [_Any!]!) {
  bench: _entities(representations: $representations) { ... on Card { ...CardFields risky } }
}
fragment CardFields on Card { id }`;

// Where in the subgraph's document an error happened: the gateway keeps message, path and
// extensions of a subgraph's error, never its locations (executeQueryPlan's downstreamServiceError).
function withoutLocations(answer: SubgraphResponse) {
  const { errors, ...rest } = answer as { errors?: Record<string, unknown>[] };
  return errors ? { ...rest, errors: errors.map(({ locations: _, ...error }) => error) } : rest;
}

describe('entityBatches', () => {
  const requests = (): SubgraphRequest[] => [
    { query: CARDS, variables: { representations: [{ __typename: 'Card', id: 'c1' }], upper: true } },
    {
      query: BENCH,
      variables: {
        representations: [
          { __typename: 'Card', id: 'c2' },
          { __typename: 'Card', id: 'c3' },
        ],
      },
    },
  ];

  it("should send one operation's entity fetches started together as one request, each answered as alone", async () => {
    const alone = subgraph();
    const expected = [];
    for (const request of requests()) expected.push(await alone.send(request, operationA));
    const batched = subgraph();
    const send = entityBatches(batched.send);

    const got = await Promise.all(requests().map((request) => send(request, operationA)));

    expect(batched.sent).toHaveLength(1);
    expect(batched.sent[0]!.operation).toBe(operationA);
    expect(got.map(withoutLocations)).toEqual(expected.map(withoutLocations));
    expect(got[1]).toMatchObject({
      data: {
        bench: [
          { id: 'c2', risky: null },
          { id: 'c3', risky: 'fine' },
        ],
      },
      errors: [{ message: 'risky failed', path: ['bench', 0, 'risky'] }],
    });
  });

  it("should never merge the fetches of different operations, nor the gateway's own", async () => {
    const batched = subgraph();
    const send = entityBatches(batched.send);
    const [cards, bench] = requests();

    await Promise.all([send(cards!, operationA), send(bench!, operationB), send(bench!, null)]);

    expect(batched.sent.map(({ operation }) => operation)).toEqual(
      expect.arrayContaining([operationA, operationB, null]),
    );
    expect(batched.sent).toHaveLength(3);
  });

  it('should send a request that is not an entity fetch as it is, at once', async () => {
    const batched = subgraph();
    const send = entityBatches(batched.send);
    const mutation = { query: 'mutation Touch { touch }', variables: {} };

    const [answer] = await Promise.all([send(mutation, operationA), send(mutation, operationA)]);

    expect(answer).toEqual({ data: { touch: true } });
    expect(batched.sent.map(({ request }) => request)).toEqual([mutation, mutation]);
  });

  it('should send each fetch again alone when an error nulls the merged answer whole', async () => {
    const batched = subgraph();
    const send = entityBatches(batched.send);
    const [cards] = requests();
    const broken = { query: BENCH, variables: { representations: [{ __typename: 'Card', id: 'broken' }] } };

    const [good, bad] = await Promise.all([send(cards!, operationA), send(broken, operationA)]);

    expect(batched.sent).toHaveLength(3);
    expect(good).toEqual({
      data: { _entities: [{ id: 'c1', name: 'Card c1', rarity: 'RARE' }] },
    });
    expect(bad).toMatchObject({ data: null, errors: [{ message: 'cannot resolve these', path: ['bench'] }] });
  });

  it('should send each fetch again alone when the merged request fails', async () => {
    const batched = subgraph();
    let failures = 1;
    const send = entityBatches<Operation>((request, operation) => {
      if (failures-- > 0) return Promise.reject(new Error('connection reset'));
      return batched.send(request, operation);
    });

    const got = await Promise.all(requests().map((request) => send(request, operationA)));

    expect(batched.sent).toHaveLength(2);
    expect(got[0]).toEqual({ data: { _entities: [{ id: 'c1', name: 'Card c1', rarity: 'RARE' }] } });
  });
});
