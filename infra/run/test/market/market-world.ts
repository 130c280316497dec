import type { INestApplication } from '@nestjs/common';
import { SeasonStarted } from '@sfl/contracts';
import { startSplRewardsConsumers } from '@sfl/nft';
import { gameweekFinished, lineupLocked, until } from '@sfl/testing';
import { DataSource } from 'typeorm';
import { type Answer, ServicesWorld, waitFor } from '../world/services-world';
import { playedInNft, recordSquadFootballers, starterPacksGiven, startNft } from './nft-subgraph';

export type { Answer };

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
      world.nft = await startNft(world.subgraph.bind(world), world.onClose.bind(world), world.eventBus);
      // As in the embedded mode: spl-rewards consumes nft.events, and nft spl-rewards.events.
      await world.startSplRewards();
      await startSplRewardsConsumers(world.nft, world.eventBus);
      await world.openSeason();
    });
  }

  /** nft has given the new managers their starter packs. */
  protected managersTaken(userIds: string[]): Promise<void> {
    return starterPacksGiven(this.nft, userIds);
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
    await playedInNft(this.nft, gameweek, userIds);
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
    await recordSquadFootballers(this.standIns);
    await this.standIns.record(SeasonStarted, 'season-1', {
      season: 1,
      firstGameweek: 1,
      lastGameweek: 38,
      startedAt: new Date().toISOString(),
    });
  }
}
