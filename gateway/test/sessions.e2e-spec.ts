import { once } from 'node:events';
import { allContracts, UserSessionsRevoked } from '@sfl/contracts';
import { EmbeddedEventBus, type EventEnvelope } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { changeRole } from '@sfl/users';
import request from 'supertest';
import { WebSocket } from 'ws';
import { handshake } from './live-client';
import {
  currentUserThrough,
  loginThrough,
  registerThrough,
  SESSION_TTL_MS,
  startGateway,
  startUsersSubgraph,
  TEST_PASSWORD,
  type TestGateway,
  uniqueUsername,
  type UsersSubgraph,
} from './gateway-test-app';

const MAX_LIFETIME_MS = 3 * SESSION_TTL_MS;
const MAX_SESSIONS_PER_USER = 3;

/**
 * Two gateways with sessions in their own memory (as two processes without a shared store) over
 * one users subgraph, all on one event backbone: what one user's revocation must reach.
 */
describe('session lifetime, per-user cap and ending every session of a user', () => {
  let bus: EmbeddedEventBus;
  let users: UsersSubgraph;
  let first: TestGateway;
  let second: TestGateway;
  const revocations: EventEnvelope[] = [];
  const onNextEvent: (() => void)[] = [];

  beforeAll(async () => {
    bus = new EmbeddedEventBus({
      contracts: allContracts,
      logger: createLogger({ service: 'sessions-test', level: 'silent' }),
    });
    users = await startUsersSubgraph({ eventBus: bus });
    // No other service here: their topics are read from the users database, where nothing is
    // recorded on them.
    for (const service of ['matches', 'spl-rewards', 'nft', 'squads', 'championships', 'notifications'])
      await bus.startPublishing(service, users.dataSource);
    const options = {
      sessionMaxLifetimeMs: MAX_LIFETIME_MS,
      maxSessionsPerUser: MAX_SESSIONS_PER_USER,
    };
    first = await startGateway(users.url, { ...options, liveEvents: bus });
    // The second gateway's event listener tells the test what it heard once it has acted on it.
    second = await startGateway(users.url, {
      ...options,
      liveEvents: {
        listenLive: (topics, listener) =>
          bus.listenLive(topics, (event) => {
            listener(event);
            if (event.type === UserSessionsRevoked.type) revocations.push(event);
            for (const wake of onNextEvent.splice(0)) wake();
          }),
        parts: () => bus.parts(),
      },
    });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await bus?.stop();
    await users?.close();
  });

  /** Resolves once the second gateway has heard (and acted on) the n-th UserSessionsRevoked event. */
  const revocation = async (n: number) => {
    while (revocations.length < n) await new Promise<void>((wake) => onNextEvent.push(wake));
    return revocations[n - 1];
  };

  const register = (gateway: TestGateway) => registerThrough(gateway, 'sess');

  it('should end a session at its absolute lifetime even when it is used all the time', async () => {
    const { cookie } = await register(first);
    const started = first.clock.now;
    while (first.clock.now + SESSION_TTL_MS / 2 < started + MAX_LIFETIME_MS) {
      first.clock.now += SESSION_TTL_MS / 2;
      await currentUserThrough(first, cookie).expect(200);
    }
    first.clock.now = started + MAX_LIFETIME_MS;
    const res = await currentUserThrough(first, cookie);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not logged in' });
  });

  it('should end the oldest session when a user signs in once more than allowed', async () => {
    const { username, cookie: oldest } = await register(first);
    const newer = [];
    for (let i = 1; i <= MAX_SESSIONS_PER_USER; i++) {
      first.clock.now += 1;
      newer.push(await loginThrough(first, username));
    }
    await currentUserThrough(first, oldest).expect(401);
    for (const cookie of newer) await currentUserThrough(first, cookie).expect(200);
  });

  it('should end every session of the user on every gateway on POST /api/logout-everywhere', async () => {
    const { username, cookie: here } = await register(first);
    const alsoHere = await loginThrough(first, username);
    const elsewhere = await loginThrough(second, username);
    const { cookie: someoneElse } = await register(second);
    const seen = revocations.length;

    const res = await request(first.app).post('/api/logout-everywhere').set('Cookie', here);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^sid=;/);
    await currentUserThrough(first, alsoHere).expect(401);
    expect((await revocation(seen + 1)).payload).toMatchObject({ reason: 'logged-out-everywhere' });
    await currentUserThrough(second, elsewhere).expect(401);
    await currentUserThrough(second, someoneElse).expect(200);
  });

  it('should answer 401 with the sign-in message to POST /api/logout-everywhere when signed out', async () => {
    const res = await request(first.app).post('/api/logout-everywhere');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Sign in first' });
  });

  it('should issue a Secure __Host- cookie over HTTPS and read only that one, on HTTP and WebSocket alike', async () => {
    const secure = await startGateway(users.url, { liveEvents: bus, secureCookies: true });
    try {
      const res = await request(secure.app)
        .post('/api/register')
        .send({ username: uniqueUsername('tls'), password: TEST_PASSWORD })
        .expect(201);
      const setCookie = (res.headers['set-cookie'] as unknown as string[])[0];
      expect(setCookie).toMatch(
        /^__Host-sid=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      const cookie = setCookie.split(';')[0];
      const sessionId = cookie.slice('__Host-sid='.length);

      await currentUserThrough(secure, cookie).expect(200);
      await currentUserThrough(secure, `sid=${sessionId}`).expect(401);
      const url = await secure.listen();
      expect(await handshake(url, { cookie })).toEqual({ status: 101 });
      expect(await handshake(url, { cookie: `sid=${sessionId}` })).toEqual({ status: 101, closedWith: 4401 });
    } finally {
      await secure.close();
    }
  });

  it('should end every session of a user whose role is revoked', async () => {
    const { username, id } = await register(first);
    await changeRole(users.dataSource, { username, role: 'operator', revoke: false });
    const operator = await loginThrough(second, username);
    const socket = await openLiveSocket(await second.listen(), operator);
    const socketClosed = once(socket, 'close');
    const seen = revocations.length;

    expect(await changeRole(users.dataSource, { username, role: 'operator', revoke: true })).toBe(true);

    expect((await revocation(seen + 1)).payload).toMatchObject({ userId: id, reason: 'role-revoked' });
    await currentUserThrough(second, operator).expect(401);
    const [code] = await socketClosed;
    expect(code).toBe(4401);
    const [{ roles }] = await users.dataSource.query('SELECT roles FROM user_account WHERE id = $1', [id]);
    expect(roles).toEqual([]);
  });
});

/** A graphql-ws socket past its handshake and connection_init, as a signed-in tab holds it. */
async function openLiveSocket(baseUrl: string, cookie: string): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { cookie },
    origin: baseUrl,
  });
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'connection_init' }));
  const [ack] = await once(socket, 'message');
  expect(JSON.parse(String(ack))).toEqual({ type: 'connection_ack' });
  return socket;
}
