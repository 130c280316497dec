import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  gatewayOverRealUsers,
  SESSION_TTL_MS,
  sessionCookieOf,
  startGateway,
  startUsersSubgraph,
  uniqueUsername,
} from './gateway-test-app';

const PASSWORD = 'correct horse battery';

describe('REST facade over the real users subgraph', () => {
  const running = gatewayOverRealUsers();

  type Client = Pick<ReturnType<typeof request.agent>, 'post'>;
  const api = () => request(running.gateway.app);
  const register = (body: object, client: Client = api()) => client.post('/api/register').send(body);
  const login = (body: object, client: Client = api()) => client.post('/api/login').send(body);
  const expectLoginRefused = async (username: string, password: string) => {
    const res = await login({ username, password });
    expect(res.status).toBe(401);
    expect(sessionCookieOf(res)).toBeUndefined();
  };

  describe('POST /api/register', () => {
    it('should answer 201 with the user and set an httpOnly SameSite=Lax session cookie when the input is valid', async () => {
      const username = uniqueUsername('Ann');
      const res = await register({ username, password: PASSWORD });

      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), username, createdAt: expect.any(String) });
      expect(Date.parse(res.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      const cookie = sessionCookieOf(res);
      expect(cookie).toMatchObject({
        value: expect.stringMatching(/^[\w-]{43}$/),
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: SESSION_TTL_MS / 1000,
      });
      expect(cookie?.secure).toBeFalsy();
    });

    it('should answer 409 with a message when the username is taken in another case', async () => {
      const username = uniqueUsername('Taken');
      await register({ username, password: PASSWORD }).expect(201);

      const res = await register({ username: username.toUpperCase(), password: 'another password' });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Username is already taken' });
      expect(sessionCookieOf(res)).toBeUndefined();
      await expectLoginRefused(username, 'another password');
    });

    it('should answer 400 with a message and store nothing when the username is invalid', async () => {
      const res = await register({ username: 'no spaces allowed', password: PASSWORD });

      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/3 to 20 characters/);
      await expectLoginRefused('no spaces allowed', PASSWORD);
    });

    it('should answer 400 with a message and store nothing when the password is too weak', async () => {
      const username = uniqueUsername('weak');
      const res = await register({ username, password: 'short' });

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Password must be 8 to 128 characters long' });
      await expectLoginRefused(username, 'short');
    });
  });

  describe('GET /api/user', () => {
    it('should answer the user when the session cookie is sent, and 401 without it', async () => {
      const agent = request.agent(running.gateway.app);
      const username = uniqueUsername('me');
      const { body: registered } = await register({ username, password: PASSWORD }, agent);

      await agent.get('/api/user').expect(200, registered);
      await api().get('/api/user').expect(401, { message: 'Not logged in' });
    });

    it('should treat a session id that was never issued as anonymous and clear the cookie', async () => {
      const res = await api()
        .get('/api/user')
        .set('Cookie', `sid=${randomBytes(32).toString('base64url')}`);

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Not logged in' });
      expect(sessionCookieOf(res)).toMatchObject({ value: '', maxAge: 0 });
    });

    it('should treat a malformed session cookie as anonymous', async () => {
      await api().get('/api/user').set('Cookie', 'sid=../../etc/passwd').expect(401);
    });

    it('should slide the session expiry with every use and end it after a full idle period', async () => {
      const agent = request.agent(running.gateway.app);
      await register({ username: uniqueUsername('slide'), password: PASSWORD }, agent).expect(201);

      // Two uses, each within the time-to-live of the previous one, together longer than one TTL.
      for (let use = 0; use < 2; use += 1) {
        running.gateway.clock.now += SESSION_TTL_MS * 0.6;
        const res = await agent.get('/api/user').expect(200);
        expect(sessionCookieOf(res)?.maxAge).toBe(SESSION_TTL_MS / 1000);
      }

      running.gateway.clock.now += SESSION_TTL_MS + 1;
      await agent.get('/api/user').expect(401);
    });
  });

  describe('POST /api/login', () => {
    const registered = async () => {
      const username = uniqueUsername('login');
      await register({ username, password: PASSWORD }).expect(201);
      return username;
    };

    it('should answer 200 with the user and start a session when the credentials are right', async () => {
      const username = await registered();
      const agent = request.agent(running.gateway.app);

      const res = await login({ username: username.toLowerCase(), password: PASSWORD }, agent);

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username });
      expect(sessionCookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'lax' });
      await agent.get('/api/user').expect(200);
    });

    it('should answer 401 with a message and no cookie when the password is wrong', async () => {
      const username = await registered();

      const res = await login({ username, password: 'wrong password' });

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid username or password' });
      expect(sessionCookieOf(res)).toBeUndefined();
    });

    it('should give a new session id when a signed-in user logs in again', async () => {
      const username = await registered();
      const agent = request.agent(running.gateway.app);
      const first = sessionCookieOf(await login({ username, password: PASSWORD }, agent));

      const second = sessionCookieOf(await login({ username, password: PASSWORD }, agent));

      expect(second?.value).toMatch(/^[\w-]{43}$/);
      expect(second?.value).not.toBe(first?.value);
      await api().get('/api/user').set('Cookie', `sid=${first?.value}`).expect(401);
    });
  });

  describe('logout', () => {
    const signedIn = async () => {
      const agent = request.agent(running.gateway.app);
      const res = await register({ username: uniqueUsername('bye'), password: PASSWORD }, agent);
      return { agent, sid: sessionCookieOf(res)?.value };
    };

    it('should end the session and clear the cookie on POST /api/logout', async () => {
      const { agent, sid } = await signedIn();

      const res = await agent.post('/api/logout').set('Content-Type', 'application/json').send({});

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(sessionCookieOf(res)).toMatchObject({ value: '', maxAge: 0 });
      await agent.get('/api/user').expect(401);
      await api().get('/api/user').set('Cookie', `sid=${sid}`).expect(401);
    });

    it('should accept a POST /api/logout without any body, as a plain fetch sends it', async () => {
      const { agent } = await signedIn();
      await agent.post('/api/logout').expect(200, { success: true });
      await agent.get('/api/user').expect(401);
    });

    it('should answer success when nobody is signed in', async () => {
      await api().post('/api/logout').expect(200, { success: true });
    });

    it.each([
      ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
      ['Sec-Fetch-Site: none (typed or bookmarked)', { 'Sec-Fetch-Site': 'none' }],
      ['a Referer on this host, without Sec-Fetch-Site', { Referer: 'http://app.example/wallet' }],
    ])('should end the session and redirect to / on GET /api/logout with %s', async (_label, headers) => {
      const { sid } = await signedIn();

      const res = await api()
        .get('/api/logout')
        .set('Host', 'app.example')
        .set(headers)
        .set('Cookie', `sid=${sid}`);

      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(sessionCookieOf(res)).toMatchObject({ value: '', maxAge: 0 });
      await api().get('/api/user').set('Cookie', `sid=${sid}`).expect(401);
    });

    it.each([
      ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Referer: 'http://app.example/' }],
      ['a Referer on another site', { Referer: 'https://evil.example/page' }],
      ['neither Sec-Fetch-Site nor Origin nor Referer', {}],
    ])('should keep the session on GET /api/logout from %s, and still lead to /', async (_label, headers) => {
      const { sid } = await signedIn();

      const res = await api()
        .get('/api/logout')
        .set('Host', 'app.example')
        .set(headers)
        .set('Cookie', `sid=${sid}`);

      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
      expect(sessionCookieOf(res)?.maxAge).not.toBe(0);
      await api().get('/api/user').set('Cookie', `sid=${sid}`).expect(200);
    });
  });

  describe('bad input: 4xx with a clear message, nothing stored', () => {
    it.each([
      [
        'a missing field',
        { username: 'missingpw' },
        /Field "password" of required type "String!" was not provided/,
      ],
      [
        'a wrong type',
        { username: 'wrongtype', password: 12345678 },
        /at "input\.password": String cannot represent/,
      ],
      [
        'an unknown field',
        { username: 'unknownfield', password: PASSWORD, isAdmin: true },
        /Field "isAdmin" is not defined/,
      ],
    ])('should answer 400 to register with %s', async (_label, body, message) => {
      const res = await register(body);

      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(res.body.message).not.toContain(PASSWORD);
      expect(sessionCookieOf(res)).toBeUndefined();
      await expectLoginRefused(body.username, PASSWORD);
    });

    it('should answer 400 to login with a wrong type', async () => {
      const res = await login({ username: ['x'], password: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/String cannot represent a non string value/);
    });

    it('should answer 400 when the body is not a JSON object', async () => {
      const res = await register(['nonobject', PASSWORD]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body must be a JSON object' });
      await expectLoginRefused('nonobject', PASSWORD);
    });

    it('should answer 400 naming the first missing field when there is no body', async () => {
      const res = await api().post('/api/login').set('Content-Type', 'application/json');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Field "username" of required type "String!" was not provided/);
    });

    it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'])(
      'should answer 415 to a %s body (a cross-site form cannot send JSON)',
      async (contentType) => {
        const res = await api()
          .post('/api/register')
          .set('Content-Type', contentType)
          .send('username=formuser&password=correct+horse+battery');
        expect(res.status).toBe(415);
        expect(res.body).toEqual({ message: 'Content-Type must be application/json' });
        await expectLoginRefused('formuser', PASSWORD);
      },
    );

    it('should answer 413 when the body is larger than the limit', async () => {
      const res = await register({ username: 'bigbody', password: PASSWORD, padding: 'x'.repeat(20 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Request body too large' });
      await expectLoginRefused('bigbody', PASSWORD);
    });

    it('should answer 400 when the JSON is malformed', async () => {
      const res = await api()
        .post('/api/register')
        .set('Content-Type', 'application/json')
        .send('{"username": "badjson", "password": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Malformed JSON body' });
      await expectLoginRefused('badjson', PASSWORD);
    });
  });

  it('should answer 429 with a message after repeated failed logins, even with the right password', async () => {
    const strictUsers = await startUsersSubgraph({
      loginLimits: { maxFailuresPerUsername: 2, maxFailuresPerAddress: 50, windowMs: 60_000 },
    });
    const strict = await startGateway(strictUsers.url);
    try {
      const login = (password: string) =>
        request(strict.app).post('/api/login').send({ username: 'limited', password });
      await request(strict.app)
        .post('/api/register')
        .send({ username: 'limited', password: PASSWORD })
        .expect(201);
      await login('wrong password 1').expect(401);
      await login('wrong password 2').expect(401);
      const refused = await login(PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'Too many failed login attempts. Try again in 1 minute.' });
      expect(refused.headers['set-cookie']).toBeUndefined();
    } finally {
      await strict.close();
      await strictUsers.close();
    }
  });

  it('should answer 404 JSON for an unknown /api path', async () => {
    await api().get('/api/nothing-here').expect(404, { message: 'Not found' });
    await api().post('/api/user').send({}).expect(404, { message: 'Not found' });
  });
});
