import { randomUUID } from 'node:crypto';
import { GameweekFinished, LineupLocked } from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import type { DataSource } from 'typeorm';
import { registerManager } from './register-manager';
import type { RewardingWorld } from './spl-rewards-world';

/** A manager signed in through the gateway: their user id and session cookie. */
export interface Manager {
  id: string;
  cookie: string;
}

/** A listing put on the market for the bench, and its seller. */
export interface BenchListing {
  id: string;
  sellerId: string;
}

/** A starter pack's size (services/nft/docs/cards.md). */
export const STARTER_PACK_CARDS = 17;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The gateway's answer to a GraphQL request: its data, or its first error's message and code. */
export type GraphqlAnswer<T> = { data: T } | { error: string; code?: string };

/** One GraphQL request through the gateway (POST /graphql), signed in when `cookie` is given. */
export async function graphqlRequest<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<GraphqlAnswer<T>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as {
    data?: T | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const [error] = body.errors ?? [];
  if (error || !body.data)
    return { error: error?.message ?? `HTTP ${res.status}`, code: error?.extensions?.code };
  return { data: body.data };
}

/** `graphqlRequest` for set-up steps, where an error ends the bench. */
export async function graphqlData<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<T> {
  const answer = await graphqlRequest<T>(baseUrl, query, variables, cookie);
  if ('error' in answer) throw new Error(`the gateway answered ${answer.code ?? ''} ${answer.error}`);
  return answer.data;
}

/** Runs `work` over `items`, at most `concurrency` at once; answers the results in order. */
export async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

async function until(what: string, done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** Registers `count` managers through the gateway's REST call, a few at a time. */
export function registerManagers(baseUrl: string, prefix: string, count: number): Promise<Manager[]> {
  return inPool(
    Array.from({ length: count }, (_, n) => n),
    4,
    () => registerManager(baseUrl, prefix),
  );
}

/** The seller's in-game cards once their starter pack (from UserRegistered) has been minted. */
export async function starterCards(baseUrl: string, seller: Manager): Promise<string[]> {
  let cards: string[] = [];
  await until(
    'a starter pack',
    async () => {
      const { myCards } = await graphqlData<{ myCards: { id: string; source: string }[] }>(
        baseUrl,
        'query MyCardsBench { myCards(limit: 100) { id source } }',
        {},
        seller.cookie,
      );
      cards = myCards.filter((card) => card.source === 'IN_GAME').map((card) => card.id);
      return cards.length >= STARTER_PACK_CARDS;
    },
    120_000,
  );
  return cards;
}

/**
 * Makes the managers players of `gameweeks` in the stand-in outbox: each locked a lineup (empty) for
 * every one of them, then each is final, as squads and matches would publish it. The market lists only
 * for a manager who has played a gameweek, and bonus SPL pays other managers only once unlocked by play.
 */
export async function playGameweeks(
  producer: DataSource,
  managerIds: readonly string[],
  gameweeks: readonly number[],
): Promise<void> {
  for (const gameweek of gameweeks) {
    const now = new Date().toISOString();
    await producer.transaction(async (manager) => {
      await recordEvents(
        manager,
        LineupLocked,
        managerIds.map((managerId) => ({
          aggregateId: managerId,
          payload: {
            managerId,
            gameweek,
            formation: '4-3-3' as const,
            starters: [],
            bench: [],
            captainFootballerId: null,
            viceCaptainFootballerId: null,
            lockedAt: now,
          },
        })),
      );
      const lastMatchId = randomUUID();
      await recordEvents(manager, GameweekFinished, [
        { aggregateId: lastMatchId, payload: { gameweek, finishedAt: now, lastMatchId } },
      ]);
    });
  }
}

/** Waits until nft counts every one of the managers as having played `count` gameweeks. */
export function untilPlayed(nft: DataSource, managerIds: readonly string[], count: number): Promise<void> {
  return until(
    'the sellers to have played',
    async () => {
      const [row] = (await nft.query(
        `SELECT count(*)::int AS players FROM (
           SELECT l.manager_id FROM locked_lineup l JOIN finished_gameweek f ON f.gameweek = l.gameweek
           WHERE l.manager_id = ANY($1::uuid[]) GROUP BY l.manager_id HAVING count(*) >= $2) played`,
        [managerIds, count],
      )) as { players: number }[];
      return row!.players === managerIds.length;
    },
    120_000,
  );
}

/**
 * Lists `count` cards at `price` through the gateway (listCard), taken from the sellers' packs in
 * turn (the first card of every seller, then the second…), so that purchases next to each other
 * in the list pay different sellers, as on a market with many sellers.
 */
export async function listCards(
  baseUrl: string,
  sellers: readonly { manager: Manager; cards: readonly string[] }[],
  count: number,
  price: number,
): Promise<BenchListing[]> {
  const toList: { seller: Manager; cardId: string }[] = [];
  for (let card = 0; toList.length < count; card++) {
    const before = toList.length;
    for (const { manager, cards } of sellers)
      if (card < cards.length && toList.length < count)
        toList.push({ seller: manager, cardId: cards[card]! });
    if (toList.length === before) throw new Error(`the sellers hold ${before} cards, ${count} to list`);
  }
  return inPool(toList, 8, async ({ seller, cardId }) => {
    const { listCard } = await graphqlData<{ listCard: { id: string } }>(
      baseUrl,
      'mutation ListCardBench($cardId: ID!, $price: Int!) { listCard(cardId: $cardId, price: $price) { id } }',
      { cardId, price },
      seller.cookie,
    );
    return { id: listCard.id, sellerId: seller.id };
  });
}

/**
 * Pays every buyer at least `spl` through the real reward path (the SPL bench's world: their
 * lineups locked, goals by their fielded players recorded in the stand-in matches outbox on
 * Kafka), then waits until each one's balance, read through the gateway, covers it.
 */
export async function fundBuyers(
  baseUrl: string,
  world: RewardingWorld,
  producer: DataSource,
  buyers: readonly Manager[],
  spl: number,
): Promise<number> {
  await world.registerFootballers(producer);
  await world.lockLineups(
    producer,
    buyers.map((buyer) => buyer.id),
  );
  let actions = 0;
  while (world.splPerManager(actions) < spl) actions++;
  for (let n = 0; n < actions; n++) await producer.transaction((manager) => world.recordAction(manager, n));
  const balances = new Map<string, number>();
  await until(
    "the buyers' SPL",
    async () => {
      for (const buyer of buyers) {
        if ((balances.get(buyer.id) ?? 0) >= spl) continue;
        const { mySplBalance } = await graphqlData<{ mySplBalance: { currentBalance: number } }>(
          baseUrl,
          'query MySplBalanceBench { mySplBalance { currentBalance } }',
          {},
          buyer.cookie,
        );
        balances.set(buyer.id, mySplBalance.currentBalance);
      }
      return buyers.every((buyer) => (balances.get(buyer.id) ?? 0) >= spl);
    },
    180_000,
  );
  return Math.min(...balances.values());
}
