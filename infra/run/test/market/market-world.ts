import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { FootballerRegistered, type PositionGroup, SeasonStarted } from '@sfl/contracts';
import { createNftApp, startSplRewardsConsumers, startSquadsConsumers } from '@sfl/nft';
import { GrpcChainReader } from '@sfl/sui-chain';
import { FakeSuiNode } from '@sfl/sui-chain/testing';
import { until } from '@sfl/testing';
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
