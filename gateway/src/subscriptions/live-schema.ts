import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { LiveFanout } from './live-fanout';
import type { LiveMatchUpdate } from './live-updates';
import type { MarketListingEnded } from './market-listings';
import type { SplAwardUpdate } from './spl-awards';

const SDL_FILE = 'subscriptions.graphql';

// graphql-js wants a Query root. This one is unreachable (the socket serves subscriptions only)
// and stays out of the committed SDL, which the frontend's codegen merges with the supergraph's.
const QUERY_STUB = 'type Query { _live: Boolean }';

/** The per-operation context of a subscription. */
export interface LiveContext {
  /** the signed-in user of the socket */
  userId: string;
  /** Closes the connection of a subscriber that fell too far behind. */
  dropSlowClient(): void;
}

/** The gateway's live feeds, one fan-out each. */
export interface LiveFeeds {
  matches: LiveFanout<LiveMatchUpdate>;
  splAwards: LiveFanout<SplAwardUpdate>;
  endedListings: LiveFanout<MarketListingEnded>;
}

export function buildLiveSchema(): GraphQLSchema {
  return buildSchema(`${readLiveSdl()}\n${QUERY_STUB}\n`);
}

/**
 * The Subscription root: each field subscribes to the fan-out and yields `{ [field]: value }`,
 * which graphql-js's default resolver then reads for the field.
 */
export function liveRootValue({ matches, splAwards, endedListings }: LiveFeeds) {
  return {
    liveMatchUpdated: ({ matchId }: { matchId?: string | null }, context: LiveContext) =>
      matches.subscribe(
        (update) =>
          matchId === undefined || matchId === null || update.match.id === matchId
            ? { liveMatchUpdated: update }
            : null,
        context.dropSlowClient,
      ),
    matchAction: ({ matchId }: { matchId: string }, context: LiveContext) =>
      matches.subscribe(
        (update) => (update.action && update.match.id === matchId ? { matchAction: update.action } : null),
        context.dropSlowClient,
      ),
    // Published to the manager each award names: a socket hears its own user's awards only.
    splAwarded: (_args: unknown, context: LiveContext) =>
      splAwards.subscribe(({ award }) => ({ splAwarded: award }), context.dropSlowClient, context.userId),
    marketListingEnded: (_args: unknown, context: LiveContext) =>
      endedListings.subscribe((ended) => ({ marketListingEnded: ended }), context.dropSlowClient),
  };
}

// The file sits at the gateway's root; this module runs from src/ in tests and from dist/src/ when built.
function readLiveSdl(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, SDL_FILE);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`${SDL_FILE} not found above ${__dirname}`);
}
