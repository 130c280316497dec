import request from 'supertest';
import { SESSION_GRANT_HEADER, verifySessionGrant } from '@sfl/auth-context';
import { graphqlRequest, sqlStatementsDuring, TEST_INTERNAL_SECRET } from '@sfl/testing';
import {
  loginOperation,
  logoutEverywhereOperation,
  logoutOperation,
  meOperation,
  registerOperation,
  userReferenceOperation,
} from './operations/account.operations';
import type { TestApp } from '@sfl/testing';
import { startUsersTestApp } from './users-test-app';

const limits = { maxFailuresPerUsername: 3, maxFailuresPerAddress: 5, windowMs: 60_000 };
const registrationLimits = { maxPerAddress: 3, windowMs: 60_000 };

describe('users subgraph: accounts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startUsersTestApp({ loginLimits: limits, registrationLimits });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const register = (username: string, password = 'correct horse', clientIp?: string) =>
    graphqlRequest(t.server, registerOperation(username, password), { clientIp });
  const login = (username: string, password: string, clientIp = '10.0.0.1') =>
    graphqlRequest(t.server, loginOperation(username, password), { clientIp });
  const grantOf = (res: request.Response) =>
    verifySessionGrant(res.headers[SESSION_GRANT_HEADER], TEST_INTERNAL_SECRET);
  const errorOf = (res: request.Response) =>
    res.body.errors?.[0] as { message: string; extensions: Record<string, unknown> };
  const accountCount = async () =>
    Number((await t.dataSource.query('SELECT count(*) AS n FROM user_account'))[0].n as string);

  describe('register', () => {
    it('should create the account and grant a session when the input is valid', async () => {
      const res = await register('Ann_99');
      expect(res.body.errors).toBeUndefined();
      const user = res.body.data.register;
      expect(user).toMatchObject({ username: 'Ann_99' });
      expect(new Date(user.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(grantOf(res)).toEqual({ action: 'start', userId: user.id, roles: [] });
    });

    it('should record one UserRegistered event with the account, and none when registration fails', async () => {
      const { id } = (await register('Zidane5')).body.data.register;
      await register('zidane5');
      await register('x');
      const events = await t.dataSource.query(
        `SELECT topic, type, version, aggregate_id, payload FROM outbox_event ORDER BY sequence`,
      );
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        topic: 'users.events',
        type: 'UserRegistered',
        version: 1,
        aggregate_id: id,
        payload: { userId: id, username: 'Zidane5' },
      });
      expect(new Date(events[0].payload.registeredAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('should store an argon2id hash, never the password', async () => {
      await register('hashme', 'my secret words');
      const [row] = await t.dataSource.query('SELECT password_hash FROM user_account');
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain('my secret words');
    });

    it('should refuse a username that differs only in case when it is taken', async () => {
      await register('Messi10');
      const res = await register('mESSI10');
      expect(errorOf(res)).toMatchObject({
        message: 'Username is already taken',
        extensions: { code: 'CONFLICT', reason: 'USERNAME_TAKEN' },
      });
      expect(res.headers[SESSION_GRANT_HEADER]).toBeUndefined();
      expect(await accountCount()).toBe(1);
    });

    it('should create exactly one account when the same username is registered concurrently', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, () => register('racer')));
      expect(results.filter((r: request.Response) => r.body.data?.register).length).toBe(1);
      expect(await accountCount()).toBe(1);
    });

    it.each(['ab', 'a'.repeat(21), 'has space', 'dash-name', 'émile', ''])(
      'should refuse the invalid username %p and store nothing',
      async (username) => {
        const res = await register(username);
        expect(errorOf(res).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_USERNAME' });
        expect(errorOf(res).message).toMatch(/3 to 20 characters/);
        expect(await accountCount()).toBe(0);
      },
    );

    it.each([
      ['7 characters', 'x'.repeat(7)],
      ['129 characters', 'x'.repeat(129)],
    ])('should refuse a password of %s', async (_label, password) => {
      const res = await register('pw_check', password);
      expect(errorOf(res)).toMatchObject({
        message: 'Password must be 8 to 128 characters long',
        extensions: { code: 'BAD_USER_INPUT', reason: 'WEAK_PASSWORD' },
      });
      expect(await accountCount()).toBe(0);
    });

    it('should refuse registrations from an address past its limit, counting IPv6 per /64', async () => {
      for (let i = 0; i < registrationLimits.maxPerAddress; i++)
        expect((await register(`flood${i}`, 'correct horse', '2001:db8:7:7::1')).body.errors).toBeUndefined();

      const refused = await register('flood_more', 'correct horse', '2001:db8:7:7:ffff::2');
      expect(errorOf(refused)).toMatchObject({
        message: 'Too many accounts created from this address. Try again in 1 minute.',
        extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_REGISTRATIONS' },
      });
      expect(refused.headers[SESSION_GRANT_HEADER]).toBeUndefined();
      expect(await accountCount()).toBe(registrationLimits.maxPerAddress);
      expect((await register('other_net', 'correct horse', '2001:db8:7:8::1')).body.errors).toBeUndefined();
      expect((await register('other_v4', 'correct horse', '10.0.0.9')).body.errors).toBeUndefined();
    });

    it('should accept passwords of exactly 8 and 128 characters', async () => {
      expect((await register('eight', '12345678')).body.data.register).toBeTruthy();
      expect((await register('longest', 'y'.repeat(128))).body.data.register).toBeTruthy();
    });
  });

  describe('login', () => {
    beforeEach(() => register('keeper', 'clean sheet'));

    it('should sign in with any case of the username when the password is right', async () => {
      const res = await login('KEEPER', 'clean sheet');
      expect(res.body.data.login.username).toBe('keeper');
      expect(grantOf(res)).toEqual({ action: 'start', userId: res.body.data.login.id, roles: [] });
    });

    it('should answer one message for a wrong password and for an unknown user', async () => {
      const wrongPassword = errorOf(await login('keeper', 'not the one'));
      const unknownUser = errorOf(await login('nobody_here', 'clean sheet'));
      expect(wrongPassword).toEqual(unknownUser);
      expect(wrongPassword).toMatchObject({
        message: 'Invalid username or password',
        extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' },
      });
    });

    it('should carry the roles a user holds in the session grant', async () => {
      await t.dataSource.query(`UPDATE user_account SET roles = '{operator}' WHERE username_key = 'keeper'`);
      const res = await login('keeper', 'clean sheet');
      expect(grantOf(res)).toEqual({ action: 'start', userId: res.body.data.login.id, roles: ['operator'] });
    });

    it('should grant no session when the login fails', async () => {
      const res = await login('keeper', 'wrong password');
      expect(res.headers[SESSION_GRANT_HEADER]).toBeUndefined();
    });

    it('should refuse even the right password after repeated failures for that username', async () => {
      for (let i = 0; i < limits.maxFailuresPerUsername; i++)
        await login('keeper', `wrong ${i}`, `10.0.1.${i}`);
      const res = await login('keeper', 'clean sheet', '10.0.2.1');
      expect(res.status).toBe(200);
      expect(errorOf(res)).toMatchObject({
        message: 'Too many failed login attempts. Try again in 1 minute.',
        extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_ATTEMPTS' },
      });
    });

    it('should refuse every username from an address after repeated failures from it, but not other addresses', async () => {
      for (let i = 0; i < limits.maxFailuresPerAddress; i++)
        await login(`ghost${i}`, 'whatever pw', '10.9.9.9');
      expect(errorOf(await login('keeper', 'clean sheet', '10.9.9.9')).extensions.code).toBe(
        'TOO_MANY_REQUESTS',
      );
      expect((await login('keeper', 'clean sheet', '10.9.9.8')).body.data.login.username).toBe('keeper');
    });

    it('should let at most the limit of 200 parallel wrong guesses reach the password check', async () => {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          login('keeper', `wrong guess ${i}`, `10.3.${i >> 8}.${i & 255}`),
        ),
      );
      const codes = results.map((res: request.Response) => errorOf(res).extensions.code);
      expect(codes.filter((code: unknown) => code === 'UNAUTHENTICATED').length).toBeLessThanOrEqual(
        limits.maxFailuresPerUsername,
      );
      expect(codes.filter((code: unknown) => code === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(
        200 - limits.maxFailuresPerUsername,
      );
      expect(errorOf(await login('keeper', 'clean sheet', '10.4.0.1')).extensions.code).toBe(
        'TOO_MANY_REQUESTS',
      );
    });

    it('should count IPv6 callers of one /64 as one address', async () => {
      for (let i = 0; i < limits.maxFailuresPerAddress; i++)
        await login(`ghost${i}`, 'whatever pw', `2001:db8:5:5::${i + 1}`);
      expect(errorOf(await login('keeper', 'clean sheet', '2001:db8:5:5:abcd::1')).extensions.code).toBe(
        'TOO_MANY_REQUESTS',
      );
      expect((await login('keeper', 'clean sheet', '2001:db8:5:6::1')).body.data.login).toBeTruthy();
    });

    it('should not count a successful login against its address', async () => {
      for (let i = 0; i < limits.maxFailuresPerAddress + 2; i++)
        expect((await login('keeper', 'clean sheet', '10.6.6.6')).body.data.login).toBeTruthy();
    });

    it('should forget earlier failures of a username after a successful login', async () => {
      await login('keeper', 'wrong 1');
      await login('keeper', 'wrong 2');
      await login('keeper', 'clean sheet');
      await login('keeper', 'wrong 3');
      await login('keeper', 'wrong 4');
      expect((await login('keeper', 'clean sheet')).body.data.login).toBeTruthy();
    });
  });

  describe('current user and logout', () => {
    it('should return the caller when the context names a user and null when it names none', async () => {
      const { id } = (await register('striker')).body.data.register;
      const mine = await graphqlRequest(t.server, meOperation(), { userId: id });
      expect(mine.body.data.me).toMatchObject({ id, username: 'striker' });
      const anonymous = await graphqlRequest(t.server, meOperation());
      expect(anonymous.body.data.me).toBeNull();
    });

    it('should ask the gateway to end the session on logout', async () => {
      const res = await graphqlRequest(t.server, logoutOperation());
      expect(res.body.data.logout).toBe(true);
      expect(grantOf(res)).toEqual({ action: 'end' });
    });

    it('should record UserSessionsRevoked and ask the gateway to end every session on logoutEverywhere', async () => {
      const { id } = (await register('everywhere')).body.data.register;
      const res = await graphqlRequest(t.server, logoutEverywhereOperation(), { userId: id });
      expect(res.body.data.logoutEverywhere).toBe(true);
      expect(grantOf(res)).toEqual({ action: 'end-all', userId: id });
      const [event] = await t.dataSource.query(
        `SELECT aggregate_id, payload FROM outbox_event WHERE type = 'UserSessionsRevoked'`,
      );
      expect(event).toMatchObject({
        aggregate_id: id,
        payload: { userId: id, reason: 'logged-out-everywhere' },
      });
    });

    it('should refuse logoutEverywhere to a caller who is not signed in', async () => {
      const res = await graphqlRequest(t.server, logoutEverywhereOperation());
      expect(errorOf(res)).toMatchObject({
        message: 'Sign in first',
        extensions: { code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' },
      });
      expect(res.headers[SESSION_GRANT_HEADER]).toBeUndefined();
    });
  });

  describe('federation', () => {
    it('should resolve a User reference by id', async () => {
      const { id } = (await register('winger')).body.data.register;
      const res = await graphqlRequest(t.server, userReferenceOperation(id));
      expect(res.body.data._entities).toEqual([{ id, username: 'winger' }]);
    });

    it("should resolve a request's references with one query, unknown and malformed ids as null", async () => {
      const ids: string[] = [];
      for (const name of ['left_back', 'right_back', 'keeper'])
        ids.push((await register(name)).body.data.register.id);
      const unknown = '00000000-0000-4000-8000-000000000000';
      const { result: res, statements } = await sqlStatementsDuring(
        t.dataSource,
        async () =>
          await graphqlRequest(t.server, userReferenceOperation(...ids, ids[0]!, unknown, 'not-a-uuid')),
      );
      expect(res.body.data._entities).toEqual([
        { id: ids[0], username: 'left_back' },
        { id: ids[1], username: 'right_back' },
        { id: ids[2], username: 'keeper' },
        { id: ids[0], username: 'left_back' },
        null,
        null,
      ]);
      expect(statements.filter((sql) => /\buser_account\b/.test(sql))).toHaveLength(1);
    });
  });

  describe('gateway signature', () => {
    it('should answer 401 and run nothing when the context header is missing', async () => {
      const res = await request(t.server).post('/graphql').send(registerOperation('sneaky', 'password123'));
      expect(res.status).toBe(401);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(await accountCount()).toBe(0);
    });

    it('should answer 401 when the context is signed with another secret', async () => {
      const { signInternalContext } = await import('@sfl/auth-context');
      const forged = signInternalContext(
        { userId: null, roles: [], clientIp: null, requestId: 'x' },
        'f'.repeat(40),
      );
      const res = await request(t.server).post('/graphql').set('x-sfl-context', forged).send(meOperation());
      expect(res.status).toBe(401);
    });
  });
});
