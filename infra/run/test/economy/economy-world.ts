import type { INestApplication } from '@nestjs/common';
import { startSplRewardsConsumers } from '@sfl/nft';
import { type Answer, CompetitionWorld } from '../competitions/competition-world';
import {
  playedIn,
  playedInNft,
  recordSquadFootballers,
  starterPacksGiven,
  startNft,
} from '../market/nft-subgraph';
import { ServicesWorld } from '../world/services-world';

export type { Answer };

/**
 * Everything that moves SPL between managers: the competitions' world (leagues and spl-rewards)
 * with the real nft too, so the same managers trade on the market, battle and play leagues, with
 * one stand-in outbox for what users, matches and squads would publish.
 */
export class EconomyWorld extends CompetitionWorld {
  private nft!: INestApplication;

  static override async start(): Promise<EconomyWorld> {
    const world = new EconomyWorld(
      await ServicesWorld.openBus('economy-world', ['users', 'matches', 'squads']),
    );
    return world.built(() => world.startCompetitions());
  }

  /** nft first (spl-rewards consumes nft.events), then the competitions, then nft's spl-rewards.events. */
  protected override async startCompetitions(): Promise<void> {
    this.nft = await startNft(this.subgraph.bind(this), this.onClose.bind(this), this.eventBus);
    await super.startCompetitions();
    await startSplRewardsConsumers(this.nft, this.eventBus);
    await recordSquadFootballers(this.standIns);
  }

  /** leagues knows their names and nft has given them their starter packs. */
  protected override async managersTaken(userIds: string[], eventIds: string[]): Promise<void> {
    await super.managersTaken(userIds, eventIds);
    await starterPacksGiven(this.nft, userIds);
  }

  /**
   * Plays the gameweeks as the competitions' world does, and answers once nft (the market's sellers)
   * and spl-rewards (bonus SPL vesting) also count them as played by the managers.
   */
  override async play(first: number, points: ReadonlyMap<string, readonly number[]>): Promise<void> {
    await super.play(first, points);
    const managers = [...points.keys()];
    const count = Math.max(...[...points.values()].map((figures) => figures.length));
    for (let gameweek = first; gameweek < first + count; gameweek++) {
      await playedInNft(this.nft, gameweek, managers);
      // spl-rewards' vesting counts the gameweek as played (lineup locked, gameweek final).
      await playedIn(this.splRewards, 'played_lineup', gameweek, managers);
    }
  }

  callNft(userId: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    return this.call(this.nft, userId, query, variables);
  }
}
