import { INTERNAL_CONTEXT_HEADER } from '@sfl/auth-context';
import { buildSchema, graphql } from 'graphql';
import { batchingFetcher } from './batching-fetcher';
import { BufferedResponse } from './subgraph-fetcher';

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

const URL = 'http://subgraph.test/graphql';

function subgraph() {
  const bodies: string[] = [];
  const send = async (url: string, init: { body?: string | Buffer } = {}) => {
    bodies.push(String(init.body));
    const { query, variables } = JSON.parse(String(init.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const answer = await graphql({ schema, source: query, variableValues: variables, rootValue });
    const headers = new Headers({ 'content-type': 'application/json' });
    return new BufferedResponse(
      { url, status: 200, statusText: 'OK' },
      headers,
      Buffer.from(JSON.stringify(answer)),
    );
  };
  return { bodies, send };
}

const CARDS = `query Plan__cards__1($representations: [_Any!]!, $upper: Boolean) {
  _entities(representations: $representations) { ... on Card { ...CardFields rarity(upper: $upper) } }
}
fragment CardFields on Card { id name }`;
const BENCH = `query Plan__cards__2($representations: [_Any!]!) {
  bench: _entities(representations: $representations) { ... on Card { ...CardFields risky } }
}
fragment CardFields on Card { id }`;

const post = (caller: string, query: string, variables: Record<string, unknown>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', [INTERNAL_CONTEXT_HEADER]: caller },
  body: JSON.stringify({ query, variables }),
});

// Where in the subgraph's document an error happened: the gateway keeps message, path and
// extensions of a subgraph's error, never its locations (executeQueryPlan's downstreamServiceError).
function withoutLocations(answer: unknown) {
  const { errors, ...rest } = answer as { errors?: Record<string, unknown>[] };
  return errors ? { ...rest, errors: errors.map(({ locations: _, ...error }) => error) } : rest;
}

async function answers(fetcher: ReturnType<typeof batchingFetcher>, requests: ReturnType<typeof post>[]) {
  const responses = await Promise.all(requests.map((init) => fetcher(URL, init)));
  return Promise.all(responses.map((response) => response.json() as Promise<unknown>));
}

describe('batchingFetcher', () => {
  const requests = (caller: string) => [
    post(caller, CARDS, { representations: [{ __typename: 'Card', id: 'c1' }], upper: true }),
    post(caller, BENCH, {
      representations: [
        { __typename: 'Card', id: 'c2' },
        { __typename: 'Card', id: 'c3' },
      ],
    }),
  ];

  it("should send one operation's entity fetches started together as one request, each answered as alone", async () => {
    const alone = subgraph();
    const expected = [];
    for (const init of requests('ctx-a')) expected.push(await (await alone.send(URL, init)).json());
    const batched = subgraph();

    const got = await answers(batchingFetcher(batched.send), requests('ctx-a'));

    expect(batched.bodies).toHaveLength(1);
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

  it('should never merge the fetches of different callers', async () => {
    const batched = subgraph();

    await answers(batchingFetcher(batched.send), [requests('ctx-a')[0]!, requests('ctx-b')[1]!]);

    expect(batched.bodies).toHaveLength(2);
  });

  it('should send a request that is not an entity fetch as it is, at once', async () => {
    const batched = subgraph();
    const mutation = post('ctx-a', 'mutation Touch { touch }', {});

    const [answer] = await answers(batchingFetcher(batched.send), [mutation, mutation]);

    expect(answer).toEqual({ data: { touch: true } });
    expect(batched.bodies).toEqual([mutation.body, mutation.body]);
  });

  it('should send each fetch again alone when an error nulls the merged answer whole', async () => {
    const batched = subgraph();
    const [cards] = requests('ctx-a');
    const broken = post('ctx-a', BENCH, { representations: [{ __typename: 'Card', id: 'broken' }] });

    const [good, bad] = await answers(batchingFetcher(batched.send), [cards!, broken]);

    expect(batched.bodies).toHaveLength(3);
    expect(good).toEqual({
      data: { _entities: [{ id: 'c1', name: 'Card c1', rarity: 'RARE' }] },
    });
    expect(bad).toMatchObject({ data: null, errors: [{ message: 'cannot resolve these', path: ['bench'] }] });
  });
});
