import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { LiveFanout } from './live-fanout';

const SDL_FILE = 'subscriptions.graphql';

// graphql-js wants a Query root. This one is unreachable (the socket serves subscriptions only)
// and stays out of the committed SDL, which the frontend's codegen merges with the supergraph's.
const QUERY_STUB = 'type Query { _live: Boolean }';

/** The per-operation context of a subscription. */
export interface LiveContext {
  /** Closes the connection of a subscriber that fell too far behind. */
  dropSlowClient(): void;
}

export function buildLiveSchema(): GraphQLSchema {
  return buildSchema(`${readLiveSdl()}\n${QUERY_STUB}\n`);
}

/**
 * The Subscription root: each field subscribes to the fan-out and yields `{ [field]: value }`,
 * which graphql-js's default resolver then reads for the field.
 */
export function liveRootValue(fanout: LiveFanout) {
  return {
    liveMatchUpdated: ({ matchId }: { matchId?: string | null }, context: LiveContext) =>
      fanout.subscribe(
        (update) =>
          matchId === undefined || matchId === null || update.match.id === matchId
            ? { liveMatchUpdated: update }
            : null,
        context.dropSlowClient,
      ),
    matchAction: ({ matchId }: { matchId: string }, context: LiveContext) =>
      fanout.subscribe(
        (update) => (update.action && update.match.id === matchId ? { matchAction: update.action } : null),
        context.dropSlowClient,
      ),
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
