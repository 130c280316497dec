import { randomBytes } from 'node:crypto';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { randomUUID } from 'node:crypto';
import {
  ACHIEVEMENTS,
  type AchievementId,
  AchievementUnlocked,
  FootballerFormUpdated,
  FootballerRegistered,
  GameweekFinished,
  LineupChanged,
  LineupLocked,
  MarketFundsHeld,
  MarketFundsRefused,
  SeasonStarted,
  UserRegistered,
  WalletLinked,
  WalletUnlinked,
} from '@sfl/contracts';
import {
  type ConsumerDefinition,
  type DeliveryOutcome,
  EventDelivery,
  type EventEnvelope,
  type PayloadOf,
} from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { GrpcChainReader } from '@sfl/sui-chain';
import { FakeSuiNode } from '@sfl/sui-chain/testing';
import { type FedTestApp, gameweekFinished, lineupLocked, startTestAppFedBy } from '@sfl/testing';
import { createNftApp, startSplRewardsConsumers, startSquadsConsumers } from '../src/create-nft-app';
import { ACHIEVEMENT_CARDS_CONSUMER } from '../src/cards/achievement-cards.consumer';
import { CATALOGUE_CONSUMER } from '../src/cards/catalogue.consumer';
import { STARTER_PACKS_CONSUMER, StarterPacksConsumer } from '../src/cards/starter-packs.consumer';
import { LINKED_WALLETS_CONSUMER } from '../src/linked-wallets/linked-wallets.consumer';
import { FOOTBALLER_FORM_CONSUMER, FootballerFormConsumer } from '../src/market/footballer-form.consumer';
import { LINEUP_LOCKS_CONSUMER, LineupLocksConsumer } from '../src/market/lineup-locks.consumer';
import { MARKET_CONSUMER, MarketConsumer } from '../src/market/market.consumer';
import type { MarketQuotas, NftCollectionAddress } from '../src/config/nft.config';
import type { NftAppOptions } from '../src/nft-app.module';

/** A random object id or address, so tests sharing one fake node never collide. */
export const randomId = () => normalizeSuiAddress(randomBytes(32).toString('hex'));

export const TEST_COLLECTION: NftCollectionAddress = {
  packageId: normalizeSuiAddress('0xc011ec7'),
  marketId: normalizeSuiAddress('0x3a7e7'),
};

export interface NftTestApp extends FedTestApp {
  node: FakeSuiNode;
  /** How many reads the app has made from the chain so far. */
  chainReads(): number;
  /** Publishes on users.events (a users outbox of its own) and waits until the nft consumer applied it. */
  linkWallet(userId: string, address: string, linkedAt?: Date): Promise<void>;
  unlinkWallet(userId: string, address: string): Promise<void>;
  /** Publishes FootballerRegistered for each (a stand-in matches outbox) and waits until all are applied. */
  registerFootballers(footballers: FootballerPayload[]): Promise<void>;
  startSeason(season: number): Promise<void>;
  /** Publishes FootballerFormUpdated (the stand-in matches outbox) and waits until it is applied; answers the event. */
  updateForm(form: FootballerFormPayload): Promise<EventEnvelope<FootballerFormPayload>>;
  /** Hands one event straight to a fresh delivery of the footballer-form consumer, as a redelivery would. */
  deliverToFootballerForm(event: EventEnvelope<FootballerFormPayload>): Promise<DeliveryOutcome>;
  /**
   * Publishes AchievementUnlocked (a stand-in spl-rewards outbox) as spl-rewards records it and
   * waits until the achievement-cards consumer applied it; answers the event.
   */
  unlockAchievement(
    userId: string,
    achievementId: AchievementId,
  ): Promise<EventEnvelope<AchievementUnlockedPayload>>;
  /** Publishes UserRegistered and waits until the starter-pack consumer applied it; answers the event. */
  registerUser(userId: string): Promise<EventEnvelope<UserRegisteredPayload>>;
  /**
   * Hands one event straight to a fresh delivery of the starter-pack consumer, as a second Kafka
   * consumer would after a rebalance: for redeliveries and concurrent deliveries.
   */
  deliverToStarterPacks(event: EventEnvelope<UserRegisteredPayload>): Promise<DeliveryOutcome>;
  /**
   * Publishes LineupLocked (a stand-in squads outbox) with the cards as the XI and the bench, and
   * waits until the lineup-locks consumer applied it; answers the event.
   */
  lockLineup(
    managerId: string,
    gameweek: number,
    fielded: { starters: CardOfLineup[]; bench?: CardOfLineup[] },
  ): Promise<EventEnvelope<LineupLockedPayload>>;
  /**
   * Publishes LineupChanged (revision 1) with the cards as the XI and the bench, as squads records a
   * lineup changed during its gameweek, and waits until the lineup-locks consumer applied it.
   */
  changeLineup(
    managerId: string,
    gameweek: number,
    fielded: { starters: CardOfLineup[]; bench?: CardOfLineup[] },
  ): Promise<void>;
  /** Publishes GameweekFinished (the stand-in matches outbox) and waits until the lineup-locks consumer applied it. */
  finishGameweek(gameweek: number): Promise<EventEnvelope<GameweekFinishedPayload>>;
  /**
   * Makes the manager one who has played a gameweek, as the market asks of a seller: an (empty)
   * lineup locked for `gameweek`, then the gameweek final, both applied by the lineup-locks consumer.
   * The default gameweek is one no test locks cards for.
   */
  playGameweek(managerId: string, gameweek?: number): Promise<void>;
  /**
   * Publishes MarketFundsHeld (the stand-in spl-rewards outbox) as spl-rewards records the hold of a
   * purchase's price, and waits until the market consumer applied it.
   */
  fundsHeld(purchaseId: string, buyerId: string, amount: number): Promise<void>;
  /**
   * Publishes MarketFundsHeld for every purchase at once and hands each straight to a delivery of
   * the market consumer of its own too, as its partitions side by side (or a redelivery) would apply
   * them; waits until every one is applied.
   */
  fundsHeldAtOnce(holds: readonly { purchaseId: string; buyerId: string; amount: number }[]): Promise<void>;
  /**
   * Publishes MarketFundsRefused: the buyer has `currentBalance` SPL (and `spendable` of it for
   * paying another manager); waits until the market consumer applied it.
   */
  fundsRefused(
    purchaseId: string,
    buyerId: string,
    amount: number,
    currentBalance?: number,
    spendable?: number,
  ): Promise<void>;
  /** Hands one event straight to a fresh delivery of the lineup-locks consumer, as a redelivery would. */
  deliverToLineupLocks(
    event: EventEnvelope<LineupLockedPayload> | EventEnvelope<GameweekFinishedPayload>,
  ): Promise<DeliveryOutcome>;
}

/** A card fielded in a lineup, as squads names it in LineupLocked. */
export interface CardOfLineup {
  id: string;
  footballer: { id: string };
}

export type FootballerPayload = PayloadOf<typeof FootballerRegistered>;
export type FootballerFormPayload = PayloadOf<typeof FootballerFormUpdated>;
type UserRegisteredPayload = PayloadOf<typeof UserRegistered>;
type AchievementUnlockedPayload = PayloadOf<typeof AchievementUnlocked>;
type LineupLockedPayload = PayloadOf<typeof LineupLocked>;
type GameweekFinishedPayload = PayloadOf<typeof GameweekFinished>;

// A gameweek of the past that no test fields cards in: playing it makes a manager a seller.
const PLAYED_GAMEWEEK = 100;

/** Resolves once `check` answers true (the app works in the background); fails after 10 s. */
export async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** A UserRegistered event as users would record it, not recorded anywhere yet. */
export function userRegisteredEvent(userId: string): EventEnvelope<UserRegisteredPayload> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    type: UserRegistered.type,
    version: UserRegistered.version,
    occurredAt: now,
    aggregateId: userId,
    payload: { userId, username: `m${userId.slice(0, 8)}`, registeredAt: now },
    traceId: randomUUID(),
  };
}

/**
 * The real nft subgraph on a fresh database, reading the chain through the real gRPC adapter
 * from a fake Sui node, and consuming users.events, matches.events, squads.events and
 * spl-rewards.events from one stand-in outbox through the embedded event bus, as in the embedded
 * mode.
 */
export async function startNftTestApp(
  collection: NftCollectionAddress | null = TEST_COLLECTION,
  // Off unless a test is about it: its chain reads would blur the others' read counts.
  onChainRecheckMs: number | null = null,
  // The documented defaults unless a test is about the quotas.
  marketQuotas?: MarketQuotas,
): Promise<NftTestApp> {
  const node = new FakeSuiNode();
  if (collection) node.useCollection(collection);
  const reader = new GrpcChainReader({ network: 'localnet', baseUrl: await node.start() });
  let chainReads = 0;
  const counted =
    <A extends unknown[], R>(read: (...args: A) => R) =>
    (...args: A) => {
      chainReads++;
      return read(...args);
    };
  const chain: NftAppOptions['chain'] = {
    getObjectOwnership: counted(reader.getObjectOwnership.bind(reader)),
    getTransaction: counted(reader.getTransaction.bind(reader)),
    listDynamicObjects: counted(reader.listDynamicObjects.bind(reader)),
  };
  // One outbox stands in for users, matches, squads and spl-rewards.
  const app = await startTestAppFedBy(['users', 'matches', 'squads', 'spl-rewards'], async (dependencies) => {
    const nft = await createNftApp({
      ...dependencies,
      chain,
      network: 'localnet',
      collection,
      onChainRecheckMs,
      marketQuotas,
    });
    await startSquadsConsumers(nft, dependencies.eventBus);
    await startSplRewardsConsumers(nft, dependencies.eventBus);
    return nft;
  });
  const { standIns } = app;

  // Waits until the nft consumer has applied the event (its processed_event row exists).
  const applied = (eventId: string, consumer = LINKED_WALLETS_CONSUMER) =>
    eventually(`the ${consumer} consumer to apply the event`, async () => {
      const rows: unknown[] = await app.dataSource.query(
        'SELECT 1 FROM processed_event WHERE consumer = $1 AND event_id = $2',
        [consumer, eventId],
      );
      return rows.length > 0;
    });
  const starterPacks: ConsumerDefinition = app.app.get(StarterPacksConsumer).definition();
  const lineupLocks: ConsumerDefinition = app.app.get(LineupLocksConsumer).definition();
  const footballerForm: ConsumerDefinition = app.app.get(FootballerFormConsumer).definition();
  const market: ConsumerDefinition = app.app.get(MarketConsumer).definition();
  const silent = createLogger({ service: 'test', level: 'silent' });
  // spl-rewards' answer to a purchase whose price it held.
  const fundsHeldOf = (hold: { purchaseId: string; buyerId: string; amount: number }) => ({
    ...hold,
    holdId: randomUUID(),
    balance: { currentBalance: 0, totalEarned: hold.amount },
  });
  const fieldedOf = (card: CardOfLineup) => ({
    cardId: card.id,
    footballerId: card.footballer.id,
    group: 'MID' as const,
  });

  return {
    ...app,
    node,
    chainReads: () => chainReads,
    linkWallet: async (userId, address, linkedAt = new Date()) => {
      const event = await standIns.record(WalletLinked, userId, {
        userId,
        address,
        linkedAt: linkedAt.toISOString(),
      });
      await applied(event.id);
    },
    unlinkWallet: async (userId, address) => {
      const event = await standIns.record(WalletUnlinked, userId, {
        userId,
        address,
        unlinkedAt: new Date().toISOString(),
      });
      await applied(event.id);
    },
    registerFootballers: async (footballers) => {
      const events = await standIns.recordMany(
        FootballerRegistered,
        footballers.map((payload) => ({ aggregateId: payload.footballerId, payload })),
      );
      if (events.length) await applied(events.at(-1)!.id, CATALOGUE_CONSUMER);
    },
    startSeason: async (season) => {
      const event = await standIns.record(SeasonStarted, `season-${season}`, {
        season,
        firstGameweek: (season - 1) * 38 + 1,
        lastGameweek: season * 38,
        startedAt: new Date().toISOString(),
      });
      await applied(event.id, CATALOGUE_CONSUMER);
    },
    updateForm: async (form) => {
      const event = await standIns.record(FootballerFormUpdated, form.footballerId, form);
      await applied(event.id, FOOTBALLER_FORM_CONSUMER);
      return event;
    },
    deliverToFootballerForm: (event) =>
      new EventDelivery(app.dataSource, footballerForm, [], { logger: silent }).deliver(
        JSON.stringify(event),
        {
          topic: 'matches.events',
        },
      ),
    unlockAchievement: async (userId, achievementId) => {
      const { reward, title, icon, rarity, category } = ACHIEVEMENTS.find((a) => a.id === achievementId)!;
      const event = await standIns.record(AchievementUnlocked, userId, {
        managerId: userId,
        achievementId,
        title,
        icon,
        rarity,
        category,
        reward: { ...reward },
        unlockedAt: new Date().toISOString(),
        balance: { currentBalance: reward.tokens, totalEarned: reward.tokens },
      });
      await applied(event.id, ACHIEVEMENT_CARDS_CONSUMER);
      return event;
    },
    registerUser: async (userId) => {
      const { payload } = userRegisteredEvent(userId);
      const event = await standIns.record(UserRegistered, userId, payload);
      await applied(event.id, STARTER_PACKS_CONSUMER);
      return event;
    },
    deliverToStarterPacks: (event) =>
      new EventDelivery(app.dataSource, starterPacks, [], { logger: silent }).deliver(JSON.stringify(event), {
        topic: 'users.events',
      }),
    lockLineup: async (managerId, gameweek, { starters, bench = [] }) => {
      const event = await standIns.record(LineupLocked, managerId, {
        managerId,
        gameweek,
        formation: '4-3-3',
        starters: starters.map((card, slot) => ({ ...fieldedOf(card), slot })),
        bench: bench.map(fieldedOf),
        captainFootballerId: null,
        viceCaptainFootballerId: null,
        lockedAt: new Date().toISOString(),
      });
      await applied(event.id, LINEUP_LOCKS_CONSUMER);
      return event;
    },
    changeLineup: async (managerId, gameweek, { starters, bench = [] }) => {
      const event = await standIns.record(LineupChanged, managerId, {
        managerId,
        gameweek,
        formation: '4-3-3',
        starters: starters.map((card, slot) => ({ ...fieldedOf(card), slot })),
        bench: bench.map(fieldedOf),
        captainFootballerId: null,
        viceCaptainFootballerId: null,
        revision: 1,
        changeNo: 1,
        changedAt: new Date().toISOString(),
      });
      await applied(event.id, LINEUP_LOCKS_CONSUMER);
    },
    finishGameweek: async (gameweek) => {
      const event = await standIns.record(GameweekFinished, randomUUID(), {
        gameweek,
        finishedAt: new Date().toISOString(),
        lastMatchId: randomUUID(),
      });
      await applied(event.id, LINEUP_LOCKS_CONSUMER);
      return event;
    },
    playGameweek: async (managerId, gameweek = PLAYED_GAMEWEEK) => {
      await applied((await standIns.record(...lineupLocked(managerId, gameweek))).id, LINEUP_LOCKS_CONSUMER);
      await applied((await standIns.record(...gameweekFinished(gameweek))).id, LINEUP_LOCKS_CONSUMER);
    },
    fundsHeld: async (purchaseId, buyerId, amount) => {
      const event = await standIns.record(
        MarketFundsHeld,
        buyerId,
        fundsHeldOf({ purchaseId, buyerId, amount }),
      );
      await applied(event.id, MARKET_CONSUMER);
    },
    fundsHeldAtOnce: async (holds) => {
      const events = await standIns.recordMany(
        MarketFundsHeld,
        holds.map((hold) => ({ aggregateId: hold.buyerId, payload: fundsHeldOf(hold) })),
      );
      await Promise.all(
        events.map((event) =>
          new EventDelivery(app.dataSource, market, [], { logger: silent }).deliver(JSON.stringify(event), {
            topic: 'spl-rewards.events',
          }),
        ),
      );
      await Promise.all(events.map((event) => applied(event.id, MARKET_CONSUMER)));
    },
    fundsRefused: async (purchaseId, buyerId, amount, currentBalance = 0, spendable) => {
      const event = await standIns.record(MarketFundsRefused, buyerId, {
        purchaseId,
        buyerId,
        amount,
        currentBalance,
        ...(spendable === undefined ? {} : { spendable }),
      });
      await applied(event.id, MARKET_CONSUMER);
    },
    deliverToLineupLocks: (event) =>
      new EventDelivery(app.dataSource, lineupLocks, [], { logger: silent }).deliver(JSON.stringify(event), {
        topic: event.type === LineupLocked.type ? 'squads.events' : 'matches.events',
      }),
    close: async () => {
      await app.close();
      await node.stop();
    },
  };
}
