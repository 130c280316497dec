import { marketFeeFor } from '@sfl/contracts';
import {
  buyListing,
  currentUserId,
  EARLY_ADOPTER_SPL,
  eventually,
  fieldSquad,
  graphql,
  inGameCardsOf,
  listCard,
  LiveSubscriber,
  logIn,
  logOut,
  type Manager,
  playNextGameweek,
  register,
  settledPurchaseStatus,
  splBalanceOf,
  STARTER_PACK_CARDS,
  untilCanListCards,
} from './gateway-client';
import { realServers, ScaleStack } from './scale-stack';
import type { SubgraphName } from '../../src/services-topology';

// The topology operators run with `docker compose up --scale gateway=3 --scale <service>=2`, in
// the services mode: 3 gateway processes and 2 processes of every subgraph, each pair on one
// database and one Kafka consumer group, started together on a fresh stack. Traffic goes through
// every gateway; the test shows each event applied once, sessions valid on every gateway, and live
// updates reaching the subscribers of every gateway.
// @runs-alone: its 19 processes on 2 cores starve any suite running beside it.
const describeOnRealServers = realServers() ? describe : describe.skip;
jest.setTimeout(60_000);

const MANAGERS = 9;
const PRICE = 100;
// Once the next gameweek is played on the game clock, its end reaches nft through Kafka within seconds.
const AFTER_PLAY_TIMEOUT_MS = 30_000;
// The services whose consumers take a registration (users.events' UserRegistered).
const REGISTRATION_CONSUMERS: SubgraphName[] = ['nft', 'squads', 'spl-rewards', 'leagues', 'notifications'];

describeOnRealServers('the services mode scaled out: 3 gateways, 2 processes of every subgraph', () => {
  let stack: ScaleStack;
  let gateways: string[];
  const managers: Manager[] = [];
  /** The seller's cards outside his (locked) lineup. */
  const sellerSpareCards: string[] = [];
  /** Plays the next gameweek to its end on the game clock, as a new operator. */
  const playNextGameweekAsOperator = async () => {
    const operator = await register(gateways[0]!);
    await stack.grantRole(operator.username, 'operator');
    await playNextGameweek(gateways[0]!, await logIn(gateways[0]!, operator));
  };
  /** The gateway after `index`'s, round the ring. */
  const nextGateway = (index: number) => gateways[(index + 1) % gateways.length]!;

  beforeAll(async () => {
    stack = await ScaleStack.start({
      gateways: 3,
      subgraphReplicas: 2,
      // Fast matches (about 18 s each) and a gameweek a minute; 17 processes and the other suites of
      // the run within PostgreSQL's 100 connections.
      // The buyer pays with his Early Adopter SPL, bonus SPL that otherwise pays no other manager before
      // he has played two gameweeks (spl-rewards' own tests cover that rule).
      env: {
        SIMULATION_SPEED: '300',
        GAME_CLOCK_CONTROL: '1',
        GAMEWEEK_LENGTH_MINUTES: '1',
        DATABASE_POOL_SIZE: '3',
        VESTING_GAMEWEEKS: '0',
      },
    });
    gateways = stack.gatewayUrls;
  }, 240_000);
  afterAll(async () => {
    await stack?.close();
  }, 60_000);
  afterEach(() => expect(stack?.crashed ?? []).toEqual([]));

  it('should give each manager registered round the gateways one starter pack and one Early Adopter reward', async () => {
    managers.push(
      ...(await Promise.all(Array.from({ length: MANAGERS }, (_, n) => register(gateways[n % 3]!)))),
    );
    // Read through another gateway than the one registered on: sessions are shared.
    const settled = await eventually(
      'every starter pack and Early Adopter reward',
      () =>
        Promise.all(
          managers.map(async (manager, n) => ({
            cards: (await inGameCardsOf(nextGateway(n), manager)).length,
            balance: await splBalanceOf(nextGateway(n + 1), manager),
          })),
        ),
      (all) => all.every(({ cards, balance }) => cards >= STARTER_PACK_CARDS && balance >= EARLY_ADOPTER_SPL),
      45_000,
      500,
    );
    expect(settled).toEqual(managers.map(() => ({ cards: STARTER_PACK_CARDS, balance: EARLY_ADOPTER_SPL })));
    // The seller of the market test fields his squad now: a manager lists only once he has played a gameweek.
    sellerSpareCards.push(...(await fieldSquad(gateways[2]!, managers[0]!)));
  });

  it('should keep a session signed in on one gateway valid on the others, and end it on all within a second of logging out', async () => {
    const manager = managers[2]!;
    const cookie = await logIn(gateways[0]!, manager);
    for (const gateway of gateways) expect(await currentUserId(gateway, cookie)).toBe(manager.id);
    const loggedOutAt = Date.now();
    await logOut(gateways[1]!, cookie);
    expect(await currentUserId(gateways[1]!, cookie)).toBeNull();
    // The others may answer from their one-second memory of the session (docs/architecture.md, sessions).
    const endedAfter = await Promise.all(
      [gateways[0]!, gateways[2]!].map(async (gateway) => {
        await eventually(
          'the session to end',
          () => currentUserId(gateway, cookie),
          (id) => id === null,
          3_000,
          50,
        );
        return Date.now() - loggedOutAt;
      }),
    );
    for (const elapsed of endedAfter) expect(elapsed).toBeLessThan(1_500);
  });

  it('should bring the same live match update to the subscribers of every gateway', async () => {
    const watcher = managers[3]!;
    const subscribers = gateways.map((gateway) => new LiveSubscriber(gateway, watcher.cookie));
    try {
      const common = await eventually(
        'an update heard on every gateway',
        async () => {
          const [first, ...others] = subscribers.map((subscriber) => subscriber.heard());
          return [...first!].filter((update) => others.every((heard) => heard.has(update)));
        },
        (shared) => shared.length >= 3,
        40_000,
      );
      expect(common.length).toBeGreaterThanOrEqual(3);
      for (const subscriber of subscribers) expect(subscriber.errors).toEqual([]);
    } finally {
      await Promise.all(subscribers.map((subscriber) => subscriber.close()));
    }
  });

  it('should move a card bought through one gateway, listed through another, once, for its price once', async () => {
    const [seller, buyer] = [managers[0]!, managers[1]!];
    await playNextGameweekAsOperator();
    await untilCanListCards(gateways[0]!, seller, AFTER_PLAY_TIMEOUT_MS);
    const card = (await inGameCardsOf(gateways[0]!, seller)).find(({ id }) => sellerSpareCards.includes(id));
    const listingId = await listCard(gateways[0]!, seller, card!.id, PRICE);
    const purchaseId = await buyListing(gateways[1]!, buyer, listingId, PRICE);
    expect(await settledPurchaseStatus(gateways[2]!, buyer, purchaseId, 30_000)).toBe('COMPLETED');
    await eventually(
      'the card to reach its buyer',
      async () => (await inGameCardsOf(gateways[2]!, buyer)).map((owned) => owned.id),
      (ids) => ids.length > STARTER_PACK_CARDS,
      30_000,
    ).then((ids) => expect(ids).toContain(card!.id));
    expect(await inGameCardsOf(gateways[1]!, seller)).toHaveLength(STARTER_PACK_CARDS - 1);
    expect(await splBalanceOf(gateways[2]!, buyer)).toBe(EARLY_ADOPTER_SPL - PRICE);
    // The seller earns match rewards for the gameweek he played as well: his sale is read in the ledger.
    expect(
      await stack.query(
        'spl-rewards',
        `SELECT entry.amount::int AS amount FROM ledger_entry entry
         JOIN ledger_transaction tx ON tx.id = entry.transaction_id
         WHERE entry.account_id = $1 AND tx.kind = 'market_sale'`,
        [seller.id],
      ),
    ).toEqual([{ amount: PRICE - marketFeeFor(PRICE) }]);
  }, 120_000);

  it('should have applied every registration once in every consuming service, with nothing set aside', async () => {
    const ids = managers.map((manager) => manager.id);
    const registrations = await stack.query<{ id: string }>(
      'users',
      `SELECT id FROM outbox_event WHERE type = 'UserRegistered' AND aggregate_id = ANY($1)`,
      [ids],
    );
    expect(registrations).toHaveLength(MANAGERS);
    const eventIds = registrations.map((row) => row.id);
    for (const service of REGISTRATION_CONSUMERS) {
      const applied = await stack.query<{ consumer: string; events: number }>(
        service,
        `SELECT consumer, count(*)::int AS events FROM processed_event WHERE event_id = ANY($1::uuid[]) GROUP BY consumer`,
        [eventIds],
      );
      expect(applied.length).toBeGreaterThan(0);
      for (const row of applied) expect(row).toEqual({ consumer: row.consumer, events: MANAGERS });
    }
    for (const service of ['users', 'matches', ...REGISTRATION_CONSUMERS, 'championships'] as SubgraphName[])
      expect(await stack.query(service, 'SELECT consumer, reason FROM dead_letter_event')).toEqual([]);
    // Still one pack and one reward each, now that every consumer has long caught up.
    for (const [n, manager] of managers.entries()) {
      expect(await inGameCardsOf(nextGateway(n), manager)).toHaveLength(
        n === 0 ? STARTER_PACK_CARDS - 1 : n === 1 ? STARTER_PACK_CARDS + 1 : STARTER_PACK_CARDS,
      );
    }
  });

  it('should have played each match once though two matches processes ran the simulator', async () => {
    const repeated = await stack.query(
      'matches',
      `SELECT type, aggregate_id, count(*)::int AS times FROM outbox_event
        WHERE type IN ('MatchKickedOff', 'MatchFinished') GROUP BY type, aggregate_id HAVING count(*) > 1`,
    );
    expect(repeated).toEqual([]);
    const [{ kickedOff }] = await stack.query<{ kickedOff: number }>(
      'matches',
      `SELECT count(*)::int AS "kickedOff" FROM outbox_event WHERE type = 'MatchKickedOff'`,
    );
    expect(kickedOff).toBeGreaterThanOrEqual(3);
  });

  it("should leave the SPL ledger balanced, as spl-rewards' invariant says to an operator through every gateway", async () => {
    // The ledger's totals are for operators: a role granted as the grant-role command does, taken at login.
    const operator = managers[4]!;
    await stack.query('users', `UPDATE user_account SET roles = '{operator}' WHERE id = $1`, [operator.id]);
    const cookie = await logIn(gateways[0]!, operator);
    for (const gateway of gateways) {
      const { splLedgerInvariant } = await graphql<{
        splLedgerInvariant: {
          issued: number;
          balances: number;
          escrow: number;
          treasury: number;
          balanced: boolean;
        };
      }>(gateway, cookie, '{ splLedgerInvariant { issued balances escrow treasury balanced } }');
      expect(splLedgerInvariant.balanced).toBe(true);
      const { issued, balances, escrow, treasury } = splLedgerInvariant;
      expect(balances + escrow + treasury).toBe(issued);
      expect(issued).toBeGreaterThanOrEqual(MANAGERS * EARLY_ADOPTER_SPL);
    }
  });
});
