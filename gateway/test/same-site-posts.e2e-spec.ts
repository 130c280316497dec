import request from 'supertest';
import { CROSS_SITE_REFUSED } from '../src/rest-facade/require-same-site.middleware';
import { gatewayOverRealUsers, sessionCookieOf, TEST_PASSWORD, uniqueUsername } from './gateway-test-app';

// Every state change under /api must come from the app's own pages: a form or script on another
// site (which the SameSite=Lax cookie may still accompany on a top-level POST in some browsers,
// and which no cookie is needed for to register or log in) is refused before anything runs.
describe('state-changing REST calls only from the same site', () => {
  const running = gatewayOverRealUsers();
  // The gateway as it is: no Sec-Fetch-Site is added for these tests.
  const bare = () => request(running.gateway.bareApp);
  const asOwnPage = () => request(running.gateway.app);

  const registered = async () => {
    const username = uniqueUsername('site');
    const res = await asOwnPage()
      .post('/api/register')
      .send({ username, password: TEST_PASSWORD })
      .expect(201);
    return { username, cookie: `sid=${sessionCookieOf(res)?.value}` };
  };
  const expectSignedIn = (cookie: string) => asOwnPage().get('/api/user').set('Cookie', cookie).expect(200);
  const expectNoAccount = (username: string) =>
    asOwnPage().post('/api/login').send({ username, password: TEST_PASSWORD }).expect(401);

  it.each([
    ['names no site at all (no Sec-Fetch-Site, Origin or Referer)', {}],
    ['comes from another site (Sec-Fetch-Site: cross-site)', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'is cross-site though its Origin names this host',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://app.example' },
    ],
    ['was typed by hand (Sec-Fetch-Site: none), which no page of ours does', { 'Sec-Fetch-Site': 'none' }],
    ['has another Origin', { Origin: 'https://evil.example' }],
    ['has a Referer on another host', { Referer: 'https://evil.example/page' }],
    ['has an Origin that is no URL', { Origin: 'null' }],
  ])('should answer 403 and register nobody when the POST %s', async (_case, headers) => {
    const username = uniqueUsername('forged');
    const res = await bare()
      .post('/api/register')
      .set('Host', 'app.example')
      .set(headers)
      .send({ username, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: CROSS_SITE_REFUSED });
    expect(sessionCookieOf(res)).toBeUndefined();
    await expectNoAccount(username);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['an Origin on this host, without Sec-Fetch-Site', { Origin: 'http://app.example' }],
    ['a Referer on this host, without Sec-Fetch-Site', { Referer: 'http://app.example/register' }],
  ])('should register when the POST comes from this site: %s', async (_case, headers) => {
    const username = uniqueUsername('own');
    await bare()
      .post('/api/register')
      .set('Host', 'app.example')
      .set(headers)
      .send({ username, password: TEST_PASSWORD })
      .expect(201);
    await asOwnPage().post('/api/login').send({ username, password: TEST_PASSWORD }).expect(200);
  });

  it.each(['/api/logout', '/api/logout-everywhere'])(
    'should refuse a bodyless cross-site POST %s and keep the session',
    async (path) => {
      const { cookie } = await registered();
      const res = await bare().post(path).set('Sec-Fetch-Site', 'cross-site').set('Cookie', cookie);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: CROSS_SITE_REFUSED });
      await expectSignedIn(cookie);
    },
  );

  it('should refuse a cross-site POST before the JSON-only rule, whatever its body', async () => {
    const res = await bare()
      .post('/api/login')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('username=a&password=b');
    expect(res.status).toBe(403);
  });

  it('should still answer reads from anywhere', async () => {
    await bare().get('/api/user').set('Sec-Fetch-Site', 'cross-site').expect(401);
  });

  // /graphql: Apollo's CSRF prevention refuses what a cross-site form can send (a simple content
  // type and no preflight header), so a forged mutation never runs.
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'should not run a mutation that a cross-site form POSTs to /graphql as %s',
    async (contentType) => {
      const { cookie } = await registered();
      const res = await bare()
        .post('/graphql')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Cookie', cookie)
        .set('Content-Type', contentType)
        .send(JSON.stringify({ query: 'mutation { logoutEverywhere }' }));
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/Cross-Site Request Forgery/);
      await expectSignedIn(cookie);
    },
  );
});
