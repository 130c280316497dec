import type { Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { gatewayOverRealUsers, signIn, startGateway, type TestGateway } from './gateway-test-app';
import { AWAY, HOME, type LiveBackbone, madeUpMatch, sharedLiveBackbone } from './live-backbone';
import {
  handshake,
  LIVE_MATCH_UPDATED,
  liveClient,
  type LiveMatchAction,
  type LiveMatchUpdated,
  MATCH_ACTION,
  poll,
  subscribe,
  type SocketOptions,
  untilLive,
} from './live-client';

function closeOf(client: Client): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    client.on('closed', (event) => resolve(event as { code: number; reason: string })),
  );
}

/** A raw socket past connection_init, for what the graphql-ws client will not send. */
async function openAcknowledged(baseUrl: string, options: SocketOptions): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { cookie: options.cookie ?? '' },
    origin: options.origin ?? baseUrl,
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await new Promise((resolve) => socket.once('message', resolve));
  return socket;
}

/** Records `probe` until every raw socket has received a message: its subscription is registered. */
async function untilLiveOn(received: string[][], probe: () => Promise<void>): Promise<void> {
  for (let attempt = 0; attempt < 25; attempt++) {
    await probe();
    const live = () => received.every((frames) => frames.length > 0) || undefined;
    if (await poll(live, 200, 'not live').catch(() => false)) return;
  }
  throw new Error('the subscriptions never went live');
}

describe('live subscriptions over graphql-ws at /graphql', () => {
  const running = gatewayOverRealUsers();
  let backbone: LiveBackbone;
  let url: string;
  let cookie: string;
  const clients: Client[] = [];
  const client = (options: SocketOptions = { cookie }, baseUrl = url) => {
    const opened = liveClient(baseUrl, options);
    clients.push(opened);
    return opened;
  };

  beforeAll(async () => {
    backbone = await sharedLiveBackbone();
    url = await running.gateway.listen();
    cookie = await signIn(url);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((opened) => opened.dispose()));
  });

  describe('delivery', () => {
    it('should deliver a goal (score, minute, status and action) to a signed-in client within a second', async () => {
      const updates = subscribe<LiveMatchUpdated>(client(), LIVE_MATCH_UPDATED);
      const match = madeUpMatch(backbone.record);
      await untilLive(updates, match.kickOff);

      const recordedAt = Date.now();
      await match.goal(23);
      const goal = await updates.waitFor((value) => value.liveMatchUpdated.action?.kind === 'GOAL', 1_000);

      expect(Date.now() - recordedAt).toBeLessThan(1_000);
      const kickOff = updates.values[0]!.liveMatchUpdated.match;
      expect(goal.liveMatchUpdated).toEqual({
        match: {
          id: match.id,
          gameweek: 3,
          homeClub: HOME,
          awayClub: AWAY,
          homeScore: 1,
          awayScore: 0,
          score: '1-0',
          minute: 23,
          status: 'LIVE',
          version: kickOff.version + 1,
        },
        action: {
          id: expect.any(String),
          matchId: match.id,
          kind: 'GOAL',
          minute: 23,
          clubId: HOME.id,
          footballerId: expect.any(String),
          assistFootballerId: expect.any(String),
          relatedFootballerId: null,
        },
      });
    });

    it('should send kick-off and full time with no action', async () => {
      const match = madeUpMatch(backbone.record);
      const updates = subscribe<LiveMatchUpdated>(client(), LIVE_MATCH_UPDATED, { matchId: match.id });
      await untilLive(updates, match.kickOff);

      await match.finish();
      const fullTime = await updates.waitFor((value) => value.liveMatchUpdated.match.status === 'FT');

      expect(updates.values[0]!.liveMatchUpdated).toMatchObject({ match: { status: 'LIVE' }, action: null });
      expect(fullTime.liveMatchUpdated).toMatchObject({
        match: { minute: 90, score: '0-0', status: 'FT' },
        action: null,
      });
    });

    it('should deliver only the given match when liveMatchUpdated has a matchId', async () => {
      const watched = madeUpMatch(backbone.record);
      const other = madeUpMatch(backbone.record);
      const updates = subscribe<LiveMatchUpdated>(client(), LIVE_MATCH_UPDATED, { matchId: watched.id });
      await untilLive(updates, watched.kickOff);

      await other.goal(10);
      await watched.goal(11, 'away');
      await updates.waitFor((value) => value.liveMatchUpdated.match.score === '0-1');

      expect(updates.values.map((value) => value.liveMatchUpdated.match.id)).not.toContain(other.id);
    });

    it('should send the actions of one match, and only actions, on matchAction', async () => {
      const watched = madeUpMatch(backbone.record);
      const other = madeUpMatch(backbone.record);
      const actions = subscribe<{ matchAction: LiveMatchAction }>(client(), MATCH_ACTION, {
        matchId: watched.id,
      });
      await untilLive(actions, () => watched.goal(1));

      await watched.kickOff();
      await other.goal(30);
      await watched.finish();
      await watched.goal(91);
      await actions.waitFor((value) => value.matchAction.minute === 91);

      expect(actions.values.every(({ matchAction }) => matchAction.matchId === watched.id)).toBe(true);
      expect(actions.values.every(({ matchAction }) => matchAction.kind === 'GOAL')).toBe(true);
    });

    it('should send every subscriber of one subscription the same bytes, only the id differing', async () => {
      const match = madeUpMatch(backbone.record);
      const sockets = await Promise.all([0, 1, 2].map(() => openAcknowledged(url, { cookie })));
      try {
        const received = sockets.map((socket, index) => {
          const frames: string[] = [];
          socket.on('message', (data) => frames.push(String(data)));
          const payload = { query: LIVE_MATCH_UPDATED, variables: { matchId: match.id } };
          socket.send(JSON.stringify({ id: `tab-${index}`, type: 'subscribe', payload }));
          return frames;
        });
        const goal = (frames: string[]) => frames.find((frame) => frame.includes('"kind":"GOAL"'));
        await untilLiveOn(received, match.kickOff);

        await match.goal(12);
        const goals = await poll(
          () => {
            const found = received.map(goal);
            return found.every((frame) => frame !== undefined) ? (found as string[]) : undefined;
          },
          1_000,
          'the goal did not reach every socket',
        );

        expect(goals.map((frame) => JSON.parse(frame) as unknown)).toEqual(
          [0, 1, 2].map((index) => ({
            id: `tab-${index}`,
            type: 'next',
            payload: { data: { liveMatchUpdated: expect.objectContaining({ action: expect.anything() }) } },
          })),
        );
        const withoutId = goals.map((frame, index) => frame.replace(`"id":"tab-${index}"`, ''));
        expect(new Set(withoutId).size).toBe(1);
      } finally {
        for (const socket of sockets) socket.close();
      }
    });

    it('should deliver through every gateway on the backbone (each instance gets every event)', async () => {
      const second = await startGateway(running.users.url);
      try {
        const secondUrl = await second.listen();
        const match = madeUpMatch(backbone.record);
        const here = subscribe<LiveMatchUpdated>(client(), LIVE_MATCH_UPDATED, { matchId: match.id });
        const there = subscribe<LiveMatchUpdated>(
          client({ cookie: await signIn(secondUrl) }, secondUrl),
          LIVE_MATCH_UPDATED,
          { matchId: match.id },
        );
        await untilLive(here, match.kickOff);
        await untilLive(there, match.kickOff);

        await match.goal(55);

        const isGoal = (value: LiveMatchUpdated) => value.liveMatchUpdated.action?.minute === 55;
        await expect(here.waitFor(isGoal)).resolves.toBeDefined();
        await expect(there.waitFor(isGoal)).resolves.toBeDefined();
      } finally {
        await second.close();
      }
    });
  });

  describe('the handshake', () => {
    it('should close with 4401 at once without a session cookie, or with one that was never issued', async () => {
      expect(await handshake(url, {})).toEqual({ status: 101, closedWith: 4401 });
      expect(await handshake(url, { cookie: `sid=${'a'.repeat(43)}` })).toEqual({
        status: 101,
        closedWith: 4401,
      });
      expect(await handshake(url, { cookie })).toEqual({ status: 101 });
    });

    it('should stay up when an anonymous client sends an oversized frame before its close arrives', async () => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
        origin: url,
      });
      socket.once('open', () => socket.send('x'.repeat(20_000)));
      const code = await new Promise((resolve) => socket.once('close', resolve));
      expect([1009, 4401]).toContain(code);
      expect(await handshake(url, { cookie })).toEqual({ status: 101 });
    });

    it('should answer 403 to a page of another origin (cross-site WebSocket hijacking)', async () => {
      expect(await handshake(url, { cookie, origin: 'http://evil.example' })).toEqual({ status: 403 });
      const sameSiteOtherHost = url.replace('127.0.0.1', 'localhost');
      expect(await handshake(url, { cookie, origin: sameSiteOtherHost })).toEqual({ status: 403 });
      expect(await handshake(url, { origin: 'http://evil.example' })).toEqual({ status: 403 });
    });

    it('should serve /graphql with the graphql-transport-ws subprotocol only', async () => {
      expect(await handshake(url, { cookie, path: '/elsewhere' })).toEqual({ status: 404 });
      expect(await handshake(url, { cookie, protocol: 'graphql-ws' })).toEqual({ status: 400 });
    });

    it('should end an anonymous graphql-ws client with 4401 Unauthorized, which it does not retry', async () => {
      const anonymous = client({});
      const closed = closeOf(anonymous);
      const updates = subscribe(anonymous, LIVE_MATCH_UPDATED);
      expect(await closed).toMatchObject({ code: 4401, reason: 'Unauthorized' });
      expect(await updates.waitForError()).toMatchObject({ code: 4401 });
    });
  });

  describe('operations', () => {
    it('should refuse a query or a mutation over the socket and keep the connection', async () => {
      const signedIn = client();
      const query = subscribe(signedIn, 'query Stub { _live }');
      const mutation = subscribe(signedIn, 'mutation Logout { logout }');
      const refusal = [
        {
          message: 'Only subscriptions are served over WebSocket: send queries and mutations over HTTP',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ];
      expect(await query.waitForError()).toEqual(refusal);
      expect(await mutation.waitForError()).toEqual(refusal);

      const match = madeUpMatch(backbone.record);
      await untilLive(subscribe(signedIn, LIVE_MATCH_UPDATED, { matchId: match.id }), match.kickOff);
    });

    it('should apply the HTTP limits: aliases, tokens, and hidden field suggestions', async () => {
      const signedIn = client();
      const aliases = Array.from({ length: 16 }, (_, i) => `m${i}: id`).join(' ');
      const manyAliases = subscribe(signedIn, `subscription A { liveMatchUpdated { match { ${aliases} } } }`);
      const manyTokens = subscribe(
        signedIn,
        `subscription T { liveMatchUpdated { match { ${'id '.repeat(1_000)} } } }`,
      );
      const misspelt = subscribe(signedIn, 'subscription S { liveMatchUpdated { match { scor } } }');

      expect(await manyAliases.waitForError()).toEqual([
        expect.objectContaining({
          message: 'Syntax Error: Aliases limit of 15 exceeded, found 16.',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      ]);
      expect(await manyTokens.waitForError()).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Syntax Error: Document contains more th\w+ 1000 tokens/),
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        }),
      ]);
      const [suggestion] = (await misspelt.waitForError()) as { message: string }[];
      expect(suggestion!.message).toMatch(/Cannot query field "scor"/);
      expect(suggestion!.message).not.toMatch(/Did you mean/);
    });

    it('should close the socket on a message over 16 KiB', async () => {
      const socket = await openAcknowledged(url, { cookie });
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      socket.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: `subscription Big { liveMatchUpdated { match { id } } } #${'x'.repeat(17_000)}` },
        }),
      );
      expect(await closed).toBe(1009);
    });

    it('should close the socket (4401) at the next subscribe once the session has ended', async () => {
      const own = await signIn(url);
      const signedIn = client({ cookie: own });
      const match = madeUpMatch(backbone.record);
      await untilLive(subscribe(signedIn, LIVE_MATCH_UPDATED, { matchId: match.id }), match.kickOff);
      const closed = closeOf(signedIn);

      await fetch(`${url}/api/logout`, { method: 'POST', headers: { cookie: own } });
      subscribe(signedIn, MATCH_ACTION, { matchId: match.id });

      expect(await closed).toMatchObject({ code: 4401, reason: 'Unauthorized' });
    });
  });

  describe('limits per gateway process', () => {
    let limited: TestGateway;
    let limitedUrl: string;
    let limitedCookie: string;
    beforeAll(async () => {
      limited = await startGateway(running.users.url, {
        subscriptionLimits: { connectionsPerSession: 2, subscriptionsPerConnection: 2 },
      });
      limitedUrl = await limited.listen();
      limitedCookie = await signIn(limitedUrl);
    });
    afterAll(() => limited?.close());

    it('should refuse a third socket for one session with 429, and accept one again after a close', async () => {
      const first = await openAcknowledged(limitedUrl, { cookie: limitedCookie });
      const second = await openAcknowledged(limitedUrl, { cookie: limitedCookie });
      try {
        expect(await handshake(limitedUrl, { cookie: limitedCookie })).toEqual({ status: 429 });
        expect(await handshake(limitedUrl, { cookie: await signIn(limitedUrl) })).toEqual({ status: 101 });

        first.close();
        await new Promise((resolve) => first.once('close', resolve));
        let status = 0;
        for (let attempt = 0; attempt < 50 && status !== 101; attempt++) {
          ({ status } = await handshake(limitedUrl, { cookie: limitedCookie }));
        }
        expect(status).toBe(101);
      } finally {
        second.close();
      }
    });

    it('should refuse a subscription over the per-connection limit', async () => {
      const signedIn = client({ cookie: await signIn(limitedUrl) }, limitedUrl);
      subscribe(signedIn, LIVE_MATCH_UPDATED);
      subscribe(signedIn, LIVE_MATCH_UPDATED);
      const third = subscribe(signedIn, LIVE_MATCH_UPDATED);

      expect(await third.waitForError()).toEqual([
        { message: 'At most 2 subscriptions per connection', extensions: { code: 'TOO_MANY_REQUESTS' } },
      ]);
    });
  });

  it('should close every socket with 1001 "Going away" on stop()', async () => {
    const stopping = await startGateway(running.users.url);
    const stoppingUrl = await stopping.listen();
    const signedIn = client({ cookie: await signIn(stoppingUrl) }, stoppingUrl);
    const match = madeUpMatch(backbone.record);
    await untilLive(subscribe(signedIn, LIVE_MATCH_UPDATED, { matchId: match.id }), match.kickOff);
    const closed = closeOf(signedIn);

    await stopping.close();

    expect(await closed).toEqual(expect.objectContaining({ code: 1001, reason: 'Going away' }));
  });
});
