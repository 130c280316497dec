import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  buildSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  getOperationAST,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import { EVERYONE, type LiveFanout } from './live-fanout';
import type { LiveMatchUpdate } from './live-updates';
import type { MarketListingEnded } from './market-listings';
import type { NotificationUpdate } from './new-notifications';
import type { SplPaymentUpdate } from './spl-payments';

const SDL_FILE = 'subscriptions.graphql';

// graphql-js wants a Query root. This one is unreachable (the socket serves subscriptions only)
// and stays out of the committed SDL, which the frontend's codegen merges with the supergraph's.
const QUERY_STUB = 'type Query { _live: Boolean }';

/**
 * The context of one execution of a subscription, shared by every subscriber of its group (the
 * same document and variables for the same audience), so it names nobody in particular.
 */
export interface LiveContext {
  /** EVERYONE, or the user whose own updates a per-user field follows */
  audience: string;
  /** The group fell a full queue behind (the process is overloaded): its subscribers are dropped. */
  onOverflow(): void;
}

// The fields whose updates are each user's own: their subscriptions are grouped per user.
const PER_USER_FIELDS = new Set(['splPaid', 'notificationAdded']);

/** The gateway's live feeds, one fan-out each. */
export interface LiveFeeds {
  matches: LiveFanout<LiveMatchUpdate>;
  splPayments: LiveFanout<SplPaymentUpdate>;
  endedListings: LiveFanout<MarketListingEnded>;
  notifications: LiveFanout<NotificationUpdate>;
}

export function buildLiveSchema(): GraphQLSchema {
  return buildSchema(`${readLiveSdl()}\n${QUERY_STUB}\n`);
}

/**
 * The Subscription root: each field subscribes to the fan-out and yields `{ [field]: value }`,
 * which graphql-js's default resolver then reads for the field.
 */
export function liveRootValue({ matches, splPayments, endedListings, notifications }: LiveFeeds) {
  return {
    liveMatchUpdated: ({ matchId }: { matchId?: string | null }, context: LiveContext) =>
      matches.subscribe(
        (update) =>
          matchId === undefined || matchId === null || update.match.id === matchId
            ? { liveMatchUpdated: update }
            : null,
        context.onOverflow,
      ),
    matchAction: ({ matchId }: { matchId: string }, context: LiveContext) =>
      matches.subscribe(
        (update) => (update.action && update.match.id === matchId ? { matchAction: update.action } : null),
        context.onOverflow,
      ),
    // Published to the manager each payment names: a socket hears its own user's payments only.
    splPaid: (_args: unknown, context: LiveContext) =>
      splPayments.subscribe(({ payment }) => ({ splPaid: payment }), context.onOverflow, context.audience),
    marketListingEnded: (_args: unknown, context: LiveContext) =>
      endedListings.subscribe((ended) => ({ marketListingEnded: ended }), context.onOverflow),
    // Published to the manager each notification is for, as splPaid.
    notificationAdded: (_args: unknown, context: LiveContext) =>
      notifications.subscribe(
        ({ notification }) => ({ notificationAdded: notification }),
        context.onOverflow,
        context.audience,
      ),
  };
}

/**
 * Who the updates of a (valid) subscription are for: the user when its root field is per-user,
 * else everyone, so that every subscriber of a public field can share one execution.
 */
export function audienceOf(document: DocumentNode, operationName: string | null | undefined, userId: string) {
  const operation = getOperationAST(document, operationName);
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const perUser = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return PER_USER_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return perUser(selection.selectionSet);
      // Validation refused fragment cycles; an unknown fragment counts as per-user, the safe side.
      const fragment = fragments.get(selection.name.value);
      return !fragment || perUser(fragment.selectionSet);
    });
  return !operation || perUser(operation.selectionSet) ? userId : EVERYONE;
}

// The file sits at the gateway's root; this module runs from src/ in tests and from dist/src/ when built.
function readLiveSdl(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, SDL_FILE);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`${SDL_FILE} not found above ${__dirname}`);
}
