import request from 'supertest';
import { until } from '@sfl/testing';
import { type CountingProxy, startCountingProxy } from './counting-proxy';
import {
  startGateway,
  startUsersSubgraph,
  subgraphUrlsWith,
  type TestGateway,
  type UsersSubgraph,
} from './gateway-test-app';

const ME = 'query Me { me { id } }';

// Two replicas of the users subgraph (each a counting proxy in front of one real subgraph): the
// gateway spreads requests over those that answer /ready, and moves a request that could not reach
// its replica to the other, so a replica stopping fails no request.
describe("a subgraph's replicas", () => {
  let users: UsersSubgraph;
  let replicas: CountingProxy[];
  let gateway: TestGateway;
  const me = () => request(gateway.app).post('/graphql').send({ query: ME });
  const counts = () => replicas.map((replica) => replica.count);
  /** Resolves once the gateway asked `replica` whether it is ready after this call. */
  const nextReadyCheck = async (replica: CountingProxy) => {
    const seen = replica.readyChecks;
    await until('a readiness check', async () => replica.readyChecks > seen, 10_000);
  };

  beforeAll(async () => {
    users = await startUsersSubgraph();
  });
  beforeEach(async () => {
    replicas = [await startCountingProxy(users.url), await startCountingProxy(users.url)];
    gateway = await startGateway(users.url, {
      subgraphUrls: subgraphUrlsWith({ users: replicas.map((replica) => replica.url) }),
    });
  });
  afterEach(async () => {
    await gateway?.close();
    for (const replica of replicas) await replica.close();
  });
  afterAll(() => users?.close());

  it('should send requests to every replica in turn', async () => {
    for (let n = 0; n < 6; n++) expect((await me()).body).toEqual({ data: { me: null } });

    expect(counts()).toEqual([3, 3]);
  });

  it('should send no request to a replica whose /ready fails, and send again once it answers', async () => {
    replicas[1]!.setReady(false);
    await nextReadyCheck(replicas[1]!);
    const before = counts();
    for (let n = 0; n < 4; n++) expect((await me()).body).toEqual({ data: { me: null } });

    expect(counts()).toEqual([before[0]! + 4, before[1]]);

    replicas[1]!.setReady(true);
    await nextReadyCheck(replicas[1]!);
    for (let n = 0; n < 4; n++) await me();
    expect(counts()[1]).toBeGreaterThan(before[1]!);
  });

  it('should answer every request from the other replica when one stops listening between two checks', async () => {
    await me();
    await replicas[1]!.close();
    const before = counts()[0]!;

    const answers = await Promise.all(Array.from({ length: 6 }, () => me()));

    expect(answers.map((res) => res.body)).toEqual(answers.map(() => ({ data: { me: null } })));
    expect(counts()[0]).toBe(before + 6);
  });

  it('should fail a request as before when no replica can be reached', async () => {
    for (const replica of replicas) await replica.close();

    const res = await me();

    expect(res.body.errors).toEqual([
      { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
  });
});
