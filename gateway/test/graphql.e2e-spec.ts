import request from 'supertest';
import { INTERNAL_CONTEXT_HEADER, signInternalContext } from '@sfl/auth-context';
import { TEST_INTERNAL_SECRET } from '@sfl/testing';
import { sessionCookieOf, gatewayOverRealUsers, startGateway, uniqueUsername } from './gateway-test-app';

const PASSWORD = 'correct horse battery';
const REGISTER = 'mutation Register($input: RegisterInput!) { register(input: $input) { id username } }';
const ME = 'query Me { me { id username } }';

describe('GraphQL at /graphql over the real users subgraph', () => {
  const running = gatewayOverRealUsers();

  const graphql = (client = request.agent(running.gateway.app)) => client.post('/graphql');

  it('should start a session on register and answer `me` from it', async () => {
    const agent = request.agent(running.gateway.app);
    const username = uniqueUsername('gql');

    const registered = await graphql(agent).send({
      query: REGISTER,
      variables: { input: { username, password: PASSWORD } },
    });

    expect(registered.status).toBe(200);
    expect(sessionCookieOf(registered)).toMatchObject({ httpOnly: true, sameSite: 'lax' });
    const me = await graphql(agent).send({ query: ME });
    expect(me.body).toEqual({ data: { me: registered.body.data.register } });
    const anonymous = await graphql().send({ query: ME });
    expect(anonymous.body).toEqual({ data: { me: null } });
  });

  it("should pass a subgraph's error on with its code and reason, and nothing internal", async () => {
    const username = uniqueUsername('dup');
    await graphql().send({ query: REGISTER, variables: { input: { username, password: PASSWORD } } });

    const res = await graphql().send({
      query: REGISTER,
      variables: { input: { username, password: PASSWORD } },
    });

    expect(res.body.errors).toEqual([
      {
        message: 'Username is already taken',
        path: ['register'],
        extensions: { code: 'CONFLICT', reason: 'USERNAME_TAKEN' },
      },
    ]);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('should not echo the submitted variable (a password) in a coercion error', async () => {
    const res = await graphql().send({
      query: REGISTER,
      variables: { input: { username: 'echo', password: PASSWORD, extra: 1 } },
    });

    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message:
        'Variable "$input" has an invalid value: Field "extra" is not defined by type "RegisterInput".',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
  });

  describe('public API limits', () => {
    it('should reject a query deeper than 8 levels before any subgraph runs', async () => {
      const deep = '{ me { a { b { c { d { e { f { g { h } } } } } } } } }';
      const res = await graphql().send({ query: deep });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(
        'Syntax Error: Query depth limit of 8 exceeded, found 9.',
      );
    });

    it('should count the fields of fragments at the depth they are spread, not the spreads', async () => {
      const nested =
        'query Nested { me { ...A } } fragment A on User { ...B } fragment B on User { ...C } ' +
        'fragment C on User { ...D } fragment D on User { id username }';
      const res = await graphql().send({ query: nested });
      expect(res.body).toEqual({ data: { me: null } });
    });

    it('should reject more than 15 aliases', async () => {
      const aliases = Array.from({ length: 16 }, (_, i) => `m${i}: me { id }`).join(' ');
      const res = await graphql().send({ query: `query ManyAliases { ${aliases} }` });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Syntax Error: Aliases limit of 15 exceeded, found 16.');
    });

    it('should hide field suggestions', async () => {
      const res = await graphql().send({ query: '{ me { usernam } }' });
      expect(res.body.errors[0].message).not.toMatch(/Did you mean/);
    });

    it('should refuse batched requests', async () => {
      const res = await graphql().send([{ query: ME }, { query: ME }]);
      expect(res.status).toBe(400);
    });

    it('should refuse a POST that a cross-site form could send', async () => {
      const res = await request(running.gateway.app)
        .post('/graphql')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ query: ME }));
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
    });

    it('should refuse a GET query without a CSRF-preflight header, and a mutation over GET', async () => {
      const get = (query: string) => request(running.gateway.app).get('/graphql').query({ query });
      expect((await get(ME)).status).toBe(400);
      await get(ME)
        .set('apollo-require-preflight', 'true')
        .expect(200, { data: { me: null } });
      const mutation = await get('mutation { logout }').set('apollo-require-preflight', 'true');
      expect(mutation.status).toBe(405);
    });

    it('should allow introspection outside production', async () => {
      const res = await graphql().send({ query: '{ __schema { queryType { name } } }' });
      expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    });

    it('should refuse introspection in production', async () => {
      const production = await startGateway(running.users.url, { production: true });
      try {
        const res = await request(production.app)
          .post('/graphql')
          .send({ query: '{ __schema { queryType { name } } }' });
        expect(res.status).toBe(400);
        expect(res.body.errors[0].message).toMatch(/introspection is not allowed/);
        expect(res.body.data).toBeUndefined();
      } finally {
        await production.close();
      }
    });
  });

  describe('the signed internal context', () => {
    const straightToSubgraph = () => request(running.users.url.replace(/\/graphql$/, '')).post('/graphql');

    it('should let the subgraph refuse a request without one', async () => {
      await straightToSubgraph().send({ query: ME }).expect(401);
    });

    it('should let the subgraph refuse a forged one', async () => {
      const forged = signInternalContext(
        { userId: 'someone-else', roles: ['operator'], clientIp: null, requestId: 'forged-1' },
        'x'.repeat(40),
      );
      await straightToSubgraph().set(INTERNAL_CONTEXT_HEADER, forged).send({ query: ME }).expect(401);
    });

    it('should be accepted when the gateway signs it', async () => {
      const valid = signInternalContext(
        { userId: null, roles: [], clientIp: null, requestId: 'test-request-1' },
        TEST_INTERNAL_SECRET,
      );
      await straightToSubgraph().set(INTERNAL_CONTEXT_HEADER, valid).send({ query: ME }).expect(200);
    });
  });

  describe('when a subgraph is unreachable', () => {
    it('should answer a generic error, log the cause with the correlation id, and keep the id in the response', async () => {
      const down = await startGateway('http://127.0.0.1:9/graphql');
      try {
        const res = await request(down.app)
          .post('/graphql')
          .set('x-request-id', 'trace-me-12345')
          .send({ query: ME });

        expect(res.headers['x-request-id']).toBe('trace-me-12345');
        expect(res.body.errors).toEqual([
          { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ]);
        const logged = down.logs.find((line) => line.msg === 'Unexpected GraphQL error');
        expect(logged).toMatchObject({
          correlationId: 'trace-me-12345',
          err: { message: expect.stringMatching(/ECONNREFUSED/) },
        });

        const rest = await request(down.app).get('/api/user');
        expect(rest.status).toBe(500);
        expect(rest.body).toEqual({ message: 'Internal server error' });
      } finally {
        await down.close();
      }
    });
  });

  it('should refuse to start when a subgraph of the supergraph has no URL', async () => {
    await expect(
      startGateway(running.users.url, { subgraphUrls: { users: running.users.url } }),
    ).rejects.toThrow(
      'No URL given for subgraph(s): championships, leagues, matches, nft, notifications, spl-rewards, squads',
    );
  });
});
