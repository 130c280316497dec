import { randomBytes, randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import { WebSocket } from 'ws';

/** A manager as a browser holds them: their id, name, password and session cookie (`sid=…`). */
export interface Manager {
  id: string;
  username: string;
  password: string;
  cookie: string;
}

const PASSWORD = 'scale-test-password';

function sessionCookieOf(res: Response): string {
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('the gateway set no session cookie');
  return cookie;
}

async function post(baseUrl: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Registers a new manager through the gateway's REST call. */
export async function register(baseUrl: string): Promise<Manager> {
  const username = `scale_${randomBytes(5).toString('hex')}`;
  const res = await post(baseUrl, '/api/register', { username, password: PASSWORD });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return { id, username, password: PASSWORD, cookie: sessionCookieOf(res) };
}

/** Signs the manager in through the gateway: the new session's cookie. */
export async function logIn(baseUrl: string, manager: Manager): Promise<string> {
  const res = await post(baseUrl, '/api/login', { username: manager.username, password: manager.password });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return sessionCookieOf(res);
}

export async function logOut(baseUrl: string, cookie: string): Promise<void> {
  const res = await post(baseUrl, '/api/logout', {}, cookie);
  if (res.status !== 200) throw new Error(`logout answered ${res.status}: ${await res.text()}`);
}

/** The signed-in user's id as the gateway's `/api/user` answers it, or null when signed out (401). */
export async function currentUserId(baseUrl: string, cookie: string): Promise<string | null> {
  const res = await fetch(`${baseUrl}/api/user`, { headers: { cookie } });
  if (res.status === 401) return null;
  if (res.status !== 200) throw new Error(`/api/user answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

interface GraphQLAnswer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { reason?: string } }[];
}

/** One GraphQL operation through the gateway, answered as it came: data, errors or both. */
async function graphqlAnswer<T>(
  baseUrl: string,
  cookie: string | null,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLAnswer<T>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as Omit<GraphQLAnswer<T>, 'status'>) };
}

/** One GraphQL operation through the gateway; an error fails the test with its message. */
export async function graphql<T>(
  baseUrl: string,
  cookie: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { status, data, errors } = await graphqlAnswer<T>(baseUrl, cookie, query, variables);
  if (errors?.length || !data) throw new Error(`GraphQL answered ${status}: ${JSON.stringify(errors)}`);
  return data;
}

/** What a new manager of a fresh stack gets from his registration: a starter pack and Early Adopter SPL. */
export const STARTER_PACK_CARDS = 17;
export const EARLY_ADOPTER_SPL = 1_000;
// Consumers of a new stack may still be joining their groups: a card took seconds to reach squads.
const CARDS_IN_SQUADS_TIMEOUT_MS = 60_000;

/** The manager's in-game cards (his linked wallet's are left out). */
export async function inGameCardsOf(baseUrl: string, manager: Manager): Promise<{ id: string }[]> {
  const { myCards } = await graphql<{ myCards: { id: string; source: string }[] }>(
    baseUrl,
    manager.cookie,
    'query TestMyCards { myCards(limit: 100) { id source } }',
  );
  return myCards.filter((card) => card.source === 'IN_GAME');
}

export async function splBalanceOf(baseUrl: string, manager: Manager): Promise<number> {
  const { mySplBalance } = await graphql<{ mySplBalance: { currentBalance: number } }>(
    baseUrl,
    manager.cookie,
    'query TestBalance { mySplBalance { currentBalance } }',
  );
  return mySplBalance.currentBalance;
}

/**
 * Plays the next gameweek to its end on the game clock (GAME_CLOCK_CONTROL), as the operator signed in
 * with `operatorCookie`, instead of waiting for the simulator to get there; the simulator plays on from there.
 */
export async function playNextGameweek(baseUrl: string, operatorCookie: string): Promise<void> {
  const { nextGameweek } = await graphql<{ nextGameweek: { number: number } }>(
    baseUrl,
    operatorCookie,
    'query TestNextGameweek { nextGameweek { number } }',
  );
  await graphql(
    baseUrl,
    operatorCookie,
    'mutation TestAdvance($input: AdvanceGameClockInput!) { advanceGameClock(input: $input) { held } }',
    { input: { gameweek: nextGameweek.number, until: 'FINISHED' } },
  );
  await graphql(baseUrl, operatorCookie, 'mutation TestResume { resumeGameClock { held } }');
}

/** Waits until the manager may list cards: once a gameweek he played is final (nft learns it through Kafka). */
export async function untilCanListCards(baseUrl: string, manager: Manager, timeoutMs: number): Promise<void> {
  await eventually(
    'the manager to have played a gameweek',
    async () =>
      (
        await graphql<{ canListCards: boolean }>(
          baseUrl,
          manager.cookie,
          'query TestCanList { canListCards }',
        )
      ).canListCards,
    (canList) => canList,
    timeoutMs,
    500,
  );
}

/** Lists the card on the market; answers the listing's id. */
export async function listCard(
  baseUrl: string,
  seller: Manager,
  cardId: string,
  price: number,
): Promise<string> {
  const { listCard: listing } = await graphql<{ listCard: { id: string } }>(
    baseUrl,
    seller.cookie,
    'mutation TestList($cardId: ID!, $price: Int!) { listCard(cardId: $cardId, price: $price) { id } }',
    { cardId, price },
  );
  return listing.id;
}

/** Buys the listing at its price; answers the purchase's id (PENDING until spl-rewards has settled it). */
export async function buyListing(
  baseUrl: string,
  buyer: Manager,
  listingId: string,
  price: number,
): Promise<string> {
  const { buyListing: purchase } = await graphql<{ buyListing: { id: string } }>(
    baseUrl,
    buyer.cookie,
    'mutation TestBuy($listingId: ID!, $price: Int!, $key: String!) { buyListing(listingId: $listingId, expectedPrice: $price, idempotencyKey: $key) { id } }',
    { listingId, price, key: randomUUID() },
  );
  return purchase.id;
}

/** The purchase's status once it is no longer PENDING. */
export function settledPurchaseStatus(
  baseUrl: string,
  buyer: Manager,
  purchaseId: string,
  timeoutMs: number,
): Promise<string> {
  return eventually(
    'the purchase to settle',
    async () =>
      (
        await graphql<{ marketPurchase: { status: string } }>(
          baseUrl,
          buyer.cookie,
          'query TestPurchase($id: ID!) { marketPurchase(id: $id) { status } }',
          { id: purchaseId },
        )
      ).marketPurchase.status,
    (status) => status !== 'PENDING',
    timeoutMs,
    500,
  );
}

/**
 * Saves a squad of the manager's cards in the first formation (each slot a card of its position group):
 * it locks at the next deadline, and once that gameweek is final the manager has played it. Answers the
 * cards left out of it (never locked, so listable).
 */
export async function fieldSquad(baseUrl: string, manager: Manager): Promise<string[]> {
  const { formations, myCards } = await graphql<{
    formations: { formation: string; slots: { group: string }[] }[];
    myCards: { id: string; footballer: { positionGroup: string } }[];
  }>(
    baseUrl,
    manager.cookie,
    'query ScaleSquadBuilder { formations { formation slots { group } } myCards(limit: 100) { id footballer { positionGroup } } }',
  );
  const [layout] = formations;
  const unused = [...myCards];
  const starters = layout!.slots.map(({ group }) => {
    const index = unused.findIndex((card) => card.footballer.positionGroup === group);
    return index === -1 ? null : unused.splice(index, 1)[0]!.id;
  });
  const save = () =>
    graphqlAnswer<unknown>(
      baseUrl,
      manager.cookie,
      'mutation ScaleSaveSquad($input: SaveSquadInput!) { saveSquad(input: $input) { teamName } }',
      { input: { teamName: 'Scale XI', formation: layout!.formation, starters, bench: [] } },
    );
  // nft answers the starter pack before squads has its cards (CardOwnershipChanged, through Kafka): until
  // then squads refuses them as not the manager's, and the save is tried again.
  const saved = await eventually(
    "squads to take the manager's cards",
    save,
    ({ errors }) => errors?.[0]?.extensions?.reason !== 'NOT_YOUR_CARD',
    CARDS_IN_SQUADS_TIMEOUT_MS,
    500,
  );
  if (saved.errors?.length) throw new Error(`saveSquad answered ${JSON.stringify(saved.errors)}`);
  return unused.map((card) => card.id);
}

/** Reads until `done` holds of what was read, every `intervalMs`, for at most `timeoutMs`. */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: last read ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A live match update as a subscriber receives it. */
export interface LiveMatchUpdate {
  matchId: string;
  version: number;
  score: string;
  minute: number;
}

const LIVE_MATCH_UPDATED = `subscription ScaleLiveMatchUpdated {
  liveMatchUpdated { match { id score minute version } }
}`;

/** A signed-in browser tab's socket on a gateway, keeping every live match update it hears. */
export class LiveSubscriber {
  readonly updates: LiveMatchUpdate[] = [];
  readonly errors: unknown[] = [];
  private readonly client: Client;

  constructor(baseUrl: string, cookie: string) {
    class BrowserLikeWebSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie }, origin: baseUrl });
      }
    }
    this.client = createClient({
      url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: BrowserLikeWebSocket,
      retryAttempts: 0,
    });
    type Data = {
      liveMatchUpdated: { match: { id: string; score: string; minute: number; version: number } };
    };
    this.client.subscribe<Data>(
      { query: LIVE_MATCH_UPDATED },
      {
        next: ({ data, errors }) => {
          if (errors) this.errors.push(errors);
          const match = data?.liveMatchUpdated.match;
          if (match) this.updates.push({ matchId: match.id, ...match });
        },
        error: (error) => this.errors.push(error),
        complete: () => undefined,
      },
    );
  }

  /** `matchId@version`, the identity of one update of one match. */
  heard(): Set<string> {
    return new Set(this.updates.map((update) => `${update.matchId}@${update.version}`));
  }

  close(): Promise<void> {
    return this.client.dispose() as Promise<void>;
  }
}
