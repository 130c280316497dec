import request from 'supertest';
import {
  startGateway,
  startUsersSubgraph,
  TEST_PASSWORD,
  type TestGateway,
  uniqueUsername,
  type UsersSubgraph,
} from './gateway-test-app';

// The limits the per-address rate limits of the users subgraph apply, as the gateway names the caller.
const loginLimits = { maxFailuresPerUsername: 5, maxFailuresPerAddress: 3, windowMs: 60_000 };
const registrationLimits = { maxPerAddress: 2, windowMs: 60_000 };

describe('client address of the rate limits (TRUST_PROXY)', () => {
  let users: UsersSubgraph;
  let direct: TestGateway;
  let behindProxy: TestGateway;

  beforeAll(async () => {
    users = await startUsersSubgraph({ loginLimits, registrationLimits });
    direct = await startGateway(users.url);
    behindProxy = await startGateway(users.url, { trustProxy: ['loopback'] });
  });
  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
    await users?.close();
  });

  const failLogin = (gateway: TestGateway, forwardedFor: string) =>
    request(gateway.app)
      .post('/api/login')
      .set('X-Forwarded-For', forwardedFor)
      .send({ username: uniqueUsername('nobody'), password: 'wrong password' });

  it('should ignore X-Forwarded-For by default, so a client cannot pick a fresh address', async () => {
    for (let i = 0; i < loginLimits.maxFailuresPerAddress; i++)
      await failLogin(direct, `203.0.113.${i}`).expect(401);
    const res = await failLogin(direct, '203.0.113.200');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many failed login attempts. Try again in 1 minute.' });
  });

  it('should take the address a trusted proxy forwards, counting IPv6 per /64', async () => {
    for (let i = 0; i < loginLimits.maxFailuresPerAddress; i++)
      await failLogin(behindProxy, `2001:db8:40:1::${i + 1}`).expect(401);
    await failLogin(behindProxy, '2001:db8:40:1:ffff::9').expect(429);
    await failLogin(behindProxy, '2001:db8:40:2::1').expect(401);
    await failLogin(behindProxy, '198.51.100.40').expect(401);
  });

  it('should limit registrations per forwarded address', async () => {
    const registerFrom = (forwardedFor: string) =>
      request(behindProxy.app)
        .post('/api/register')
        .set('X-Forwarded-For', forwardedFor)
        .send({ username: uniqueUsername('reg'), password: TEST_PASSWORD });
    for (let i = 0; i < registrationLimits.maxPerAddress; i++) await registerFrom('198.51.100.7').expect(201);
    const refused = await registerFrom('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many accounts created from this address. Try again in 1 minute.',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    await registerFrom('198.51.100.8').expect(201);
  });

  it('should answer at most the limit of 401s to 200 parallel wrong guesses for one username, and 429 to the rest', async () => {
    const username = uniqueUsername('target');
    await request(behindProxy.app)
      .post('/api/register')
      .set('X-Forwarded-For', '198.51.100.99')
      .send({ username, password: TEST_PASSWORD })
      .expect(201);
    const baseUrl = await behindProxy.listen();
    // Each guess from its own address: only the per-username count can stop them.
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await fetch(`${baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` },
          body: JSON.stringify({ username, password: `wrong guess ${i}` }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const unauthorized = statuses.filter((status) => status === 401).length;
    expect(unauthorized).toBeLessThanOrEqual(loginLimits.maxFailuresPerUsername);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - unauthorized);
  });
});
