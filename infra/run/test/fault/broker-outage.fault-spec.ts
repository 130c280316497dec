import { randomUUID } from 'node:crypto';
import {
  buyListing,
  EARLY_ADOPTER_SPL,
  eventually,
  fieldSquad,
  graphql,
  inGameCardsOf,
  listCard,
  logIn,
  type Manager,
  playNextGameweek,
  register,
  settledPurchaseStatus,
  splBalanceOf,
  STARTER_PACK_CARDS,
  untilCanListCards,
} from '../scale/gateway-client';
import { realServers, ScaleStack } from '../scale/scale-stack';
import { SUBGRAPHS, type SubgraphName } from '../../src/services-topology';
import { startProjectBrokerKeepingData, stopProjectBroker } from './project-broker';

// The services mode (a process per service) on the fault stage's broker, stopped for 10 s while managers
// keep buying listed cards and an operator's feed keeps recording a match's goals, then started again on
// its data. Readiness shows the outage while it lasts; afterwards every outbox drains, every purchase
// completes once and is paid once, and every goal is applied once, in the match's order.
const describeOnRealServers = realServers() ? describe : describe.skip;
jest.setTimeout(60_000);

const OUTAGE_MS = 10_000;
// Load before the stop and after the start, so the outage falls in the middle of a steady stream.
const LOAD_AROUND_OUTAGE_MS = 3_000;
const LOAD_INTERVAL_MS = 250;
// A purchase every fourth round: the sellers' dozen listings last through the outage.
const PURCHASE_EVERY = 4;
const PRICE = 40;
const SELLERS = 2;
const BUYERS = 3;
// After the broker is back: the consumers rejoin their groups and the relays' back-off (at most 5 s) ends.
const RECOVERY_TIMEOUT_MS = 120_000;

describeOnRealServers(
  'fault: the broker down for 10 s under purchases and match actions (services mode)',
  () => {
    let stack: ScaleStack;
    let gateway: string;
    let operator: string;
    const sellers: Manager[] = [];
    const buyers: Manager[] = [];
    /** Listings open for the load, each a card a seller left out of his lineup. */
    const listings: { id: string; cardId: string }[] = [];

    const asOperator = <T>(query: string, variables: Record<string, unknown> = {}) =>
      graphql<T>(gateway, operator, query, variables);
    const cardsOf = (manager: Manager) => inGameCardsOf(gateway, manager);
    const balanceOf = (manager: Manager) => splBalanceOf(gateway, manager);
    /** The subgraph's readiness: its status code and what its events check says. */
    const readinessOf = async (subgraph: SubgraphName) => {
      const res = await fetch(`http://127.0.0.1:${stack.ports.subgraphs[subgraph][0]}/ready`);
      const { checks } = (await res.json()) as { checks: { events?: string } };
      return { status: res.status, events: checks.events };
    };
    const ingestFeed = (feed: object) =>
      asOperator('mutation OutageFeed($feed: String!) { ingestMatchFeed(feed: $feed) { actionsApplied } }', {
        feed: JSON.stringify({ version: 1, ...feed }),
      });

    beforeAll(async () => {
      stack = await ScaleStack.start({
        gateways: 1,
        subgraphReplicas: 1,
        // The buyers pay with their Early Adopter SPL (no vesting); the sellers' gameweek is played on the game
        // clock instead of waited for; purchases stay pending through the outage, more than a buyer's usual 3.
        env: {
          SIMULATION_SPEED: '300',
          GAMEWEEK_LENGTH_MINUTES: '1',
          GAME_CLOCK_CONTROL: '1',
          VESTING_GAMEWEEKS: '0',
          MARKET_MAX_PENDING_PURCHASES: '20',
          DATABASE_POOL_SIZE: '3',
        },
      });
      gateway = stack.gatewayUrls[0]!;
      const operatorAccount = await register(gateway);
      await stack.grantRole(operatorAccount.username, 'operator');
      operator = await logIn(gateway, operatorAccount);
      for (let n = 0; n < SELLERS; n++) sellers.push(await register(gateway));
      for (let n = 0; n < BUYERS; n++) buyers.push(await register(gateway));
      for (const manager of [...sellers, ...buyers])
        await eventually(
          'a starter pack',
          () => cardsOf(manager),
          (cards) => cards.length === STARTER_PACK_CARDS,
          60_000,
        );
      // squads learns whose cards they are from nft's events: a squad is saved once it knows them all.
      for (const seller of sellers)
        await eventually(
          "squads to know the seller's cards",
          async () =>
            (
              await stack.query<{ cards: number }>(
                'squads',
                'SELECT count(*)::int AS cards FROM card WHERE owner_id = $1',
                [seller.id],
              )
            )[0]!.cards,
          (cards) => cards === STARTER_PACK_CARDS,
          60_000,
        );
      // A manager lists cards once he has played a gameweek: the sellers field a squad and it is played.
      const spareCards = new Map<Manager, string[]>();
      for (const seller of sellers) spareCards.set(seller, await fieldSquad(gateway, seller));
      await playNextGameweek(gateway, operator);
      for (const seller of sellers) {
        await untilCanListCards(gateway, seller, 60_000);
        for (const cardId of spareCards.get(seller)!)
          listings.push({ id: await listCard(gateway, seller, cardId, PRICE), cardId });
      }
      for (const buyer of buyers) expect(await balanceOf(buyer)).toBe(EARLY_ADOPTER_SPL);
    }, 360_000);
    afterAll(async () => {
      await stack?.close();
    }, 60_000);
    afterEach(() => expect(stack?.crashed ?? []).toEqual([]));

    it('should show the outage in readiness, then lose nothing: every purchase completed and paid once, every goal applied once in order', async () => {
      // A match of the operator's feed between two clubs not playing now, kicked off with both line-ups.
      const setup = await asOperator<{
        currentGameweek: number;
        clubs: { id: string }[];
        liveMatches: { homeClub: { id: string }; awayClub: { id: string } }[];
      }>(
        'query OutageFeedSetup { currentGameweek clubs { id } liveMatches { homeClub { id } awayClub { id } } }',
      );
      const busy = new Set(setup.liveMatches.flatMap((match) => [match.homeClub.id, match.awayClub.id]));
      const [home, away] = setup.clubs.filter((club) => !busy.has(club.id));
      const startersOf = async (clubId: string) =>
        (
          await asOperator<{ club: { footballers: { id: string }[] } }>(
            'query OutageClub($id: ID!) { club(id: $id) { footballers { id } } }',
            { id: clubId },
          )
        ).club.footballers
          .map((footballer) => footballer.id)
          .slice(0, 11);
      const [homeStarters, awayStarters] = [await startersOf(home!.id), await startersOf(away!.id)];
      const matchId = randomUUID();
      await ingestFeed({
        fixtures: [
          {
            id: matchId,
            gameweek: setup.currentGameweek,
            homeClubId: home!.id,
            awayClubId: away!.id,
            kickoffAt: new Date().toISOString(),
          },
        ],
        matches: [
          {
            matchId,
            lineups: { home: { starters: homeStarters }, away: { starters: awayStarters } },
            actions: [{ type: 'YELLOW_CARD', minute: 1, footballerId: awayStarters[5] }],
          },
        ],
      });

      // The load: a goal every 250 ms and a purchase every fourth, each request expected to succeed, outage or not.
      let loading = true;
      let minute = 1;
      const purchases: { id: string; buyer: Manager; cardId: string }[] = [];
      const load = (async () => {
        for (let n = 0; loading; n++) {
          if (minute < 89) {
            minute += 1;
            await ingestFeed({
              matches: [
                { matchId, actions: [{ type: 'GOAL', minute, scorerId: homeStarters[1 + (n % 10)] }] },
              ],
            });
          }
          const listing = n % PURCHASE_EVERY === 0 ? listings[purchases.length] : undefined;
          if (listing) {
            const buyer = buyers[purchases.length % BUYERS]!;
            const id = await buyListing(gateway, buyer, listing.id, PRICE);
            purchases.push({ id, buyer, cardId: listing.cardId });
          }
          await new Promise((resolve) => setTimeout(resolve, LOAD_INTERVAL_MS));
        }
      })();

      await new Promise((resolve) => setTimeout(resolve, LOAD_AROUND_OUTAGE_MS));
      await stopProjectBroker();
      const stoppedAt = new Date();
      const readinessDuringOutage: { status: number; events?: string }[] = [];
      const outageEnds = Date.now() + OUTAGE_MS;
      while (Date.now() < outageEnds) {
        readinessDuringOutage.push(await readinessOf('nft'));
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await startProjectBrokerKeepingData();
      const startedAt = new Date();
      await new Promise((resolve) => setTimeout(resolve, LOAD_AROUND_OUTAGE_MS));
      loading = false;
      await load;
      await ingestFeed({ matches: [{ matchId, actions: [{ type: 'FULL_TIME', minute: 90 }] }] });

      // nft could not publish the purchases it took meanwhile: not ready, saying so, until it could again.
      expect(readinessDuringOutage).toContainEqual({
        status: 503,
        events: expect.stringMatching(/^not running: /),
      });
      const recordedDuringOutage = await stack.query<{ purchases: number }>(
        'nft',
        `SELECT count(*)::int AS purchases FROM outbox_event WHERE occurred_at BETWEEN $1 AND $2`,
        [stoppedAt, startedAt],
      );
      expect(recordedDuringOutage[0]!.purchases).toBeGreaterThan(0);

      for (const { name } of SUBGRAPHS)
        await eventually(
          `${name}'s outbox to drain`,
          async () =>
            (
              await stack.query<{ pending: number }>(
                name,
                'SELECT count(*)::int AS pending FROM outbox_event WHERE published_at IS NULL',
              )
            )[0]!.pending,
          (pending) => pending === 0,
          RECOVERY_TIMEOUT_MS,
          500,
        );
      for (const { name } of SUBGRAPHS)
        await eventually(
          `${name} to be ready`,
          async () => (await readinessOf(name)).status,
          (status) => status === 200,
          RECOVERY_TIMEOUT_MS,
          500,
        );

      // Every purchase completed, each card with its buyer, each buyer charged once per card.
      expect(purchases.length).toBeGreaterThan(0);
      for (const purchase of purchases)
        expect(await settledPurchaseStatus(gateway, purchase.buyer, purchase.id, RECOVERY_TIMEOUT_MS)).toBe(
          'COMPLETED',
        );
      for (const buyer of buyers) {
        const bought = purchases.filter((purchase) => purchase.buyer === buyer);
        expect(await balanceOf(buyer)).toBe(EARLY_ADOPTER_SPL - PRICE * bought.length);
        expect((await cardsOf(buyer)).map((card) => card.id)).toEqual(
          expect.arrayContaining(bought.map((purchase) => purchase.cardId)),
        );
      }
      // nft answers COMPLETED once the card is the buyer's; spl-rewards pays the seller on that event after.
      const sellersPaid = await eventually(
        'every sale paid to its seller',
        async () =>
          (
            await stack.query<{ sales: number }>(
              'spl-rewards',
              `SELECT count(*)::int AS sales FROM ledger_entry entry JOIN ledger_transaction tx ON tx.id = entry.transaction_id
             WHERE tx.kind = 'market_sale' AND entry.account_id = ANY($1::uuid[])`,
              [sellers.map((seller) => seller.id)],
            )
          )[0]!.sales,
        (sales) => sales >= purchases.length,
        RECOVERY_TIMEOUT_MS,
        500,
      );
      expect(sellersPaid).toBe(purchases.length);

      // Every goal of the match applied by spl-rewards' rewards once, in the order matches recorded them.
      const goals = await stack.query<{ id: string }>(
        'matches',
        `SELECT id FROM outbox_event WHERE type = 'MatchActionRecorded' AND aggregate_id = $1 ORDER BY sequence`,
        [matchId],
      );
      expect(goals.length).toBeGreaterThan(2);
      const applied = await stack.query<{ consumer: string; event_id: string; processed_at: Date }>(
        'spl-rewards',
        `SELECT consumer, event_id, processed_at FROM processed_event WHERE event_id = ANY($1::uuid[])`,
        [goals.map((goal) => goal.id)],
      );
      const consumers = [...new Set(applied.map((row) => row.consumer))];
      expect(consumers.length).toBeGreaterThan(0);
      for (const consumer of consumers) {
        const appliedAt = new Map(
          applied
            .filter((row) => row.consumer === consumer)
            .map((row) => [row.event_id, row.processed_at.getTime()]),
        );
        expect(appliedAt.size).toBe(goals.length);
        const inRecordingOrder = goals.map((goal) => appliedAt.get(goal.id)!);
        expect(inRecordingOrder).toEqual([...inRecordingOrder].sort((a, b) => a - b));
      }

      for (const { name } of SUBGRAPHS)
        expect(await stack.query(name, 'SELECT consumer, reason FROM dead_letter_event')).toEqual([]);
      const { splLedgerInvariant } = await asOperator<{ splLedgerInvariant: { balanced: boolean } }>(
        '{ splLedgerInvariant { balanced } }',
      );
      expect(splLedgerInvariant.balanced).toBe(true);
    }, 300_000);
  },
);
