import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { FootballerRegistered, type PositionGroup, SeasonStarted } from '@sfl/contracts';
import { createNftApp, startSplRewardsConsumers, startSquadsConsumers } from '@sfl/nft';
import { GrpcChainReader } from '@sfl/sui-chain';
import { FakeSuiNode } from '@sfl/sui-chain/testing';
import { gameweekFinished, lineupLocked, until } from '@sfl/testing';
import { DataSource } from 'typeorm';
import { type Answer, ServicesWorld, waitFor } from '../world/services-world';

export type { Answer };

const POSITION_OF: Record<PositionGroup, 'GK' | 'CB' | 'CM' | 'ST'> = {
  GK: 'GK',
  DEF: 'CB',
  MID: 'CM',
  ATT: 'ST',
};
const SQUAD: Record<PositionGroup, number> = { GK: 3, DEF: 8, MID: 8, ATT: 5 };
const CLUB = { id: randomUUID(), name: 'Harbour Town', shortName: 'HAR' };

/**
 * The player market across the two services that settle it: the real nft and spl-rewards
 * subgraphs on databases of their own, on one embedded event bus as in the embedded mode, with
 * one stand-in outbox for what users, matches and squads would publish. Managers are registered
 * as users records them (nft hands out their starter packs); SPL is credited in the ledger.
 */
export class MarketWorld extends ServicesWorld {
  private nft!: INestApplication;
  private gameweeksPlayed = 0;

  static async start(): Promise<MarketWorld> {
    const world = new MarketWorld(
      await ServicesWorld.openBus('market-world', ['users', 'matches', 'squads']),
    );
    return world.built(async () => {
      const node = new FakeSuiNode();
      const chain = new GrpcChainReader({ network: 'localnet', baseUrl: await node.start() });
      world.onClose(() => node.stop());
      world.nft = await world.subgraph((dependencies) =>
        createNftApp({ ...dependencies, chain, network: 'localnet', collection: null }),
      );
      // As in the embedded mode: nft's lineup locks read squads.events (stood in here), spl-rewards
      // consumes nft.events, and nft spl-rewards.events.
      await startSquadsConsumers(world.nft, world.eventBus);
      await world.startSplRewards();
      await startSplRewardsConsumers(world.nft, world.eventBus);
      await world.openSeason();
    });
  }

  /** nft has given the new managers their starter packs. */
  protected managersTaken(userIds: string[]): Promise<void> {
    return until(
      `${userIds.length} starter pack(s)`,
      async () => {
        const [{ owners }] = (await this.nft
          .get(DataSource)
          .query(
            'SELECT count(DISTINCT owner_id)::int AS owners FROM player_card WHERE owner_id = ANY($1::uuid[])',
            [userIds],
          )) as { owners: number }[];
        return owners === userIds.length;
      },
      waitFor(userIds.length),
    );
  }

  /**
   * The managers have played a gameweek, as the market asks of a seller: each locked a lineup for a
   * new gameweek of the past, which is then final (the stand-in squads and matches outboxes); answers
   * once nft has applied it.
   */
  async havePlayed(userIds: readonly string[]): Promise<void> {
    const gameweek = ++this.gameweeksPlayed;
    for (const userId of userIds) await this.standIns.record(...lineupLocked(userId, gameweek));
    await this.standIns.record(...gameweekFinished(gameweek));
    await until(
      `${userIds.length} manager(s) to have played gameweek ${gameweek}`,
      async () => {
        const [{ played }] = (await this.nft.get(DataSource).query(
          `SELECT count(*)::int AS played FROM locked_lineup l JOIN finished_gameweek f ON f.gameweek = l.gameweek
           WHERE l.gameweek = $1 AND l.manager_id = ANY($2::uuid[])`,
          [gameweek, userIds],
        )) as { played: number }[];
        return played === userIds.length;
      },
      waitFor(userIds.length),
    );
  }

  /**
   * Answers once none of the purchases is PENDING any more, read in one query each turn (one poll
   * for all of them: many pollers would crowd out the consumers being waited for). A purchase
   * takes three steps on the bus (hold, settle, capture or release): `waitFor` three per purchase.
   */
  async purchasesSettled(purchaseIds: readonly string[]): Promise<void> {
    await until(
      `${purchaseIds.length} purchase(s) to settle`,
      async () => {
        const [{ pending }] = (await this.nft
          .get(DataSource)
          .query(
            `SELECT count(*)::int AS pending FROM market_purchase WHERE id = ANY($1::uuid[]) AND status = 'PENDING'`,
            [purchaseIds],
          )) as { pending: number }[];
        return pending === 0;
      },
      waitFor(3 * purchaseIds.length),
    );
  }

  callNft(userId: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    return this.call(this.nft, userId, query, variables);
  }

  async cardsOf(userId: string): Promise<{ id: string }[]> {
    const answer = await this.callNft(userId, '{ myCards { id } }');
    return (answer.data?.myCards as { id: string }[] | undefined) ?? [];
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
