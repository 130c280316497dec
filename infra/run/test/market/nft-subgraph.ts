import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { FootballerRegistered, type PositionGroup } from '@sfl/contracts';
import type { EmbeddedEventBus } from '@sfl/events';
import { createNftApp, startSquadsConsumers } from '@sfl/nft';
import { GrpcChainReader } from '@sfl/sui-chain';
import { FakeSuiNode } from '@sfl/sui-chain/testing';
import { type StandInProducers, until } from '@sfl/testing';
import { DataSource } from 'typeorm';
import { type SubgraphDependencies, waitFor } from '../world/services-world';

// The nft subgraph in a world: started, fed the footballers its starter packs are drawn from, and
// waited for (starter packs given, gameweeks played) by the worlds that run it.

const POSITION_OF: Record<PositionGroup, 'GK' | 'CB' | 'CM' | 'ST'> = {
  GK: 'GK',
  DEF: 'CB',
  MID: 'CM',
  ATT: 'ST',
};
const SQUAD: Record<PositionGroup, number> = { GK: 3, DEF: 8, MID: 8, ATT: 5 };
const CLUB = { id: randomUUID(), name: 'Harbour Town', shortName: 'HAR' };

/**
 * nft on a fake Sui node, as a world's subgraph (`subgraph`, closing with it), its lineup locks
 * reading squads.events as in the embedded mode. Started before spl-rewards, which consumes nft.events.
 */
export async function startNft(
  subgraph: (
    create: (dependencies: SubgraphDependencies) => Promise<INestApplication>,
  ) => Promise<INestApplication>,
  onClose: (close: () => Promise<void>) => void,
  eventBus: EmbeddedEventBus,
): Promise<INestApplication> {
  const node = new FakeSuiNode();
  const chain = new GrpcChainReader({ network: 'localnet', baseUrl: await node.start() });
  onClose(() => node.stop());
  const nft = await subgraph((dependencies) =>
    createNftApp({ ...dependencies, chain, network: 'localnet', collection: null }),
  );
  await startSquadsConsumers(nft, eventBus);
  return nft;
}

/** Footballers of every group (overall 60 to 67: no legend), so starter packs can be drawn. */
export async function recordSquadFootballers(standIns: StandInProducers): Promise<void> {
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
  await standIns.recordMany(FootballerRegistered, footballers);
}

/** Answers once nft has given the managers their starter packs. */
export function starterPacksGiven(nft: INestApplication, userIds: readonly string[]): Promise<void> {
  return until(
    `${userIds.length} starter pack(s)`,
    async () => {
      const [{ owners }] = (await nft
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
 * Answers once a service's projection of play (`lineupTable`: a manager's lineup locked for a gameweek,
 * joined to its finished gameweeks) counts the managers as having played `gameweek`.
 */
export function playedIn(
  app: INestApplication,
  lineupTable: 'locked_lineup' | 'played_lineup',
  gameweek: number,
  userIds: readonly string[],
): Promise<void> {
  return until(
    `${userIds.length} manager(s) to have played gameweek ${gameweek} (${lineupTable})`,
    async () => {
      const [{ played }] = (await app.get(DataSource).query(
        `SELECT count(*)::int AS played FROM ${lineupTable} l JOIN finished_gameweek f ON f.gameweek = l.gameweek
         WHERE l.gameweek = $1 AND l.manager_id = ANY($2::uuid[])`,
        [gameweek, userIds],
      )) as { played: number }[];
      return played === userIds.length;
    },
    waitFor(userIds.length),
  );
}

/** Answers once nft knows the managers played `gameweek`, as the market asks of a seller. */
export function playedInNft(
  nft: INestApplication,
  gameweek: number,
  userIds: readonly string[],
): Promise<void> {
  return playedIn(nft, 'locked_lineup', gameweek, userIds);
}
