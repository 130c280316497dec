import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { MemoryStore } from '@sfl/cache';
import {
  allContracts,
  FootballerRegistered,
  type PositionGroup,
  SeasonStarted,
  UserRegistered,
} from '@sfl/contracts';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { createNftApp, startSplRewardsConsumers, startSquadsConsumers } from '@sfl/nft';
import { createSplRewardsApp, LedgerService } from '@sfl/spl-rewards';
import { GrpcChainReader } from '@sfl/sui-chain';
import { FakeSuiNode } from '@sfl/sui-chain/testing';
import type { DisposableDatabase } from '@sfl/database';
import {
  createTestDatabase,
  graphqlRequest,
  startStandInProducers,
  TEST_INTERNAL_SECRET,
  until,
} from '@sfl/testing';
import { DataSource } from 'typeorm';

// JSON as parsed: the tests read the fields they ask for.
type Json = ReturnType<typeof JSON.parse>;

export interface Answer {
  data?: Record<string, Json>;
  errors?: { message: string; extensions: { code: string } }[];
}

const POSITION_OF: Record<PositionGroup, 'GK' | 'CB' | 'CM' | 'ST'> = {
  GK: 'GK',
  DEF: 'CB',
  MID: 'CM',
  ATT: 'ST',
};
const SQUAD: Record<PositionGroup, number> = { GK: 3, DEF: 8, MID: 8, ATT: 5 };
const CLUB = { id: randomUUID(), name: 'Harbour Town', shortName: 'HAR' };
// spl-rewards' consumer that pays for registering (docs/achievements.md).
const ACHIEVEMENTS_CONSUMER = 'spl-rewards.achievements';

/**
 * The player market across the two services that settle it: the real nft and spl-rewards
 * subgraphs on databases of their own, on one embedded event bus as in the embedded mode, with
 * one stand-in outbox for what users, matches and squads would publish. Managers are registered
 * as users records them (nft hands out their starter packs); SPL is credited in the ledger.
 */
export class MarketWorld {
  private constructor(
    private readonly nft: INestApplication,
    private readonly splRewards: INestApplication,
    private readonly closeAll: () => Promise<void>,
    private readonly standIns: Awaited<ReturnType<typeof startStandInProducers>>,
  ) {}

  static async start(): Promise<MarketWorld> {
    const logger = createLogger({ service: 'market-world', level: 'silent' });
    const eventBus = new EmbeddedEventBus({ contracts: allContracts, logger });
    const standIns = await startStandInProducers();
    await standIns.publishOn(eventBus, ['users', 'matches', 'squads']);
    const node = new FakeSuiNode();
    const chain = new GrpcChainReader({ network: 'localnet', baseUrl: await node.start() });
    const databases: DisposableDatabase[] = [await createTestDatabase(), await createTestDatabase()];
    const stores = [new MemoryStore(), new MemoryStore()];
    const shared = { internalSecret: TEST_INTERNAL_SECRET, logger, eventBus };
    const nft = await createNftApp({
      ...shared,
      database: databases[0]!.target,
      store: stores[0]!,
      chain,
      network: 'localnet',
      collection: null,
    });
    // As in the embedded mode: nft's lineup locks read squads.events (stood in here), spl-rewards
    // consumes nft.events, and nft spl-rewards.events.
    await startSquadsConsumers(nft, eventBus);
    const splRewards = await createSplRewardsApp({
      ...shared,
      database: databases[1]!.target,
      store: stores[1]!,
    });
    await startSplRewardsConsumers(nft, eventBus);

    const world = new MarketWorld(
      nft,
      splRewards,
      async () => {
        await eventBus.stop();
        await splRewards.close();
        await nft.close();
        for (const store of stores) await store.close();
        for (const database of databases) await database.drop();
        await standIns.close();
        await node.stop();
      },
      standIns,
    );
    await world.openSeason();
    return world;
  }

  close(): Promise<void> {
    return this.closeAll();
  }

  /**
   * A new manager as users registers them, once nft has given them their starter pack and
   * spl-rewards has paid what registering earns (Early Adopter): their balance is settled.
   */
  async registerManager(): Promise<string> {
    const userId = randomUUID();
    const registered = await this.standIns.record(UserRegistered, userId, {
      userId,
      username: `m${userId.slice(0, 8)}`,
      registeredAt: new Date().toISOString(),
    });
    await until('the starter pack', async () => (await this.cardsOf(userId)).length > 0);
    await until('the registration achievements', async () => {
      const rows: unknown[] = await this.splRewards
        .get(DataSource)
        .query('SELECT 1 FROM processed_event WHERE consumer = $1 AND event_id = $2', [
          ACHIEVEMENTS_CONSUMER,
          registered.id,
        ]);
      return rows.length > 0;
    });
    return userId;
  }

  /** Issues SPL to a manager in the ledger, as a reward would. */
  async grant(managerId: string, amount: number): Promise<void> {
    const ledger = this.splRewards.get(LedgerService);
    await this.splRewards.get(DataSource).transaction((manager) =>
      ledger.credit(manager, {
        managerId,
        amount,
        kind: 'test_grant',
        idempotencyKey: `grant:${randomUUID()}`,
      }),
    );
  }

  callNft(userId: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    return this.call(this.nft, userId, query, variables);
  }

  callSplRewards(
    userId: string | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Answer> {
    return this.call(this.splRewards, userId, query, variables);
  }

  async cardsOf(userId: string): Promise<{ id: string }[]> {
    const answer = await this.callNft(userId, '{ myCards { id } }');
    return (answer.data?.myCards as { id: string }[] | undefined) ?? [];
  }

  async balanceOf(userId: string): Promise<number> {
    const answer = await this.callSplRewards(userId, '{ mySplBalance { currentBalance } }');
    return answer.data!.mySplBalance.currentBalance as number;
  }

  /** The ledger's audit: the invariant over a full pass of the entries. */
  audit() {
    return this.splRewards.get(LedgerService).audit();
  }

  private async call(
    app: INestApplication,
    userId: string | null,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Answer> {
    const response = await graphqlRequest(
      app.getHttpServer() as Server,
      { query, variables },
      userId ? { userId } : {},
    );
    return response.body as Answer;
  }

  // Footballers of every group, so starter packs can be drawn, and the season their cards are of.
  private async openSeason(): Promise<void> {
    const footballers = (Object.entries(SQUAD) as [PositionGroup, number][]).flatMap(([group, count]) =>
      Array.from({ length: count }, (_, index) => {
        const footballerId = randomUUID();
        return {
          aggregateId: footballerId,
          payload: {
            footballerId,
            name: `${group} Player ${index + 1}`,
            club: CLUB,
            position: POSITION_OF[group],
            overall: 60 + index,
            rarity: 'DEFAULT' as const,
          },
        };
      }),
    );
    await this.standIns.recordMany(FootballerRegistered, footballers);
    await this.standIns.record(SeasonStarted, 'season-1', {
      season: 1,
      firstGameweek: 1,
      lastGameweek: 38,
      startedAt: new Date().toISOString(),
    });
  }
}
