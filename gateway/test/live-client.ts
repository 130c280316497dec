import { type Client, createClient } from 'graphql-ws';
import { WebSocket } from 'ws';

// The operations a client of subscriptions.graphql sends, every field selected.
const MATCH_FIELDS = `id gameweek homeClub { id name shortName } awayClub { id name shortName }
  homeScore awayScore score minute status version`;
const ACTION_FIELDS = 'id matchId kind minute clubId footballerId assistFootballerId relatedFootballerId';
export const LIVE_MATCH_UPDATED = `subscription LiveMatchUpdated($matchId: ID) {
  liveMatchUpdated(matchId: $matchId) { match { ${MATCH_FIELDS} } action { ${ACTION_FIELDS} } }
}`;
export const MATCH_ACTION = `subscription MatchAction($matchId: ID!) { matchAction(matchId: $matchId) { ${ACTION_FIELDS} } }`;

export interface LiveMatchAction {
  id: string;
  matchId: string;
  kind: string;
  minute: number;
}
export interface LiveMatchUpdated {
  liveMatchUpdated: {
    match: { id: string; score: string; minute: number; status: string; version: number };
    action: LiveMatchAction | null;
  };
}

export interface SocketOptions {
  /** the Cookie header, e.g. `sid=…` */
  cookie?: string;
  /** the Origin header; the gateway's own when not given */
  origin?: string;
}

const wsUrlOf = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/graphql`;

/** A graphql-ws client as a signed-in browser tab would open it (cookie and origin), without retries. */
export function liveClient(baseUrl: string, options: SocketOptions = {}): Client {
  const { cookie, origin = baseUrl } = options;
  class BrowserLikeWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {}, origin });
    }
  }
  return createClient({ url: wsUrlOf(baseUrl), webSocketImpl: BrowserLikeWebSocket, retryAttempts: 0 });
}

/** What a WebSocket handshake ended in: an HTTP refusal, or 101 and the code if the server closed it at once. */
export function handshake(
  baseUrl: string,
  options: SocketOptions & { path?: string; protocol?: string } = {},
): Promise<{ status: number; closedWith?: number }> {
  const { cookie, origin = baseUrl, path = '/graphql', protocol = 'graphql-transport-ws' } = options;
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, protocol, {
    headers: cookie ? { cookie } : {},
    origin,
  });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('open', () => {
      const kept = setTimeout(() => {
        resolve({ status: 101 });
        socket.close();
      }, 100);
      socket.once('close', (code) => {
        clearTimeout(kept);
        resolve({ status: 101, closedWith: code });
      });
    });
    socket.once('error', reject);
  });
}

export interface Received<T> {
  values: T[];
  errors: unknown[];
  /** The first value so far or within `timeoutMs` that satisfies `predicate`. */
  waitFor(predicate: (value: T) => boolean, timeoutMs?: number): Promise<T>;
  /** The error the subscription ended with, within `timeoutMs`. */
  waitForError(timeoutMs?: number): Promise<unknown>;
  dispose(): void;
}

/** Subscribes and keeps every value (`data`) and error that arrives, in order. */
export function subscribe<T>(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
): Received<T> {
  const values: T[] = [];
  const errors: unknown[] = [];
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        else if (result.data) values.push(result.data as T);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return {
    values,
    errors,
    dispose,
    waitFor: (predicate, timeoutMs = 1_000) =>
      poll(() => values.find(predicate), timeoutMs, 'no matching value arrived'),
    waitForError: (timeoutMs = 1_000) => poll(() => errors[0], timeoutMs, 'no error arrived'),
  };
}

/**
 * Records `probe` until the subscription yields something: the server has then surely registered
 * it, and nothing recorded from here on can be missed.
 */
export async function untilLive(received: Received<unknown>, probe: () => Promise<void>): Promise<void> {
  for (let attempt = 0; attempt < 25; attempt++) {
    await probe();
    try {
      await received.waitFor(() => true, 200);
      return;
    } catch {
      // not registered yet: probe again
    }
  }
  throw new Error('the subscription never went live');
}

/** What `find` finds within `timeoutMs`, looking every 5 ms. */
export async function poll<T>(find: () => T | undefined, timeoutMs: number, failure: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${failure} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
