import type { INestApplication } from '@nestjs/common';
import type { EventContract } from '@sfl/events';
import { createLeaguesApp } from '@sfl/leagues';
import { startLeaguesConsumers } from '@sfl/spl-rewards';
import {
  gameweekDeadlinePassed,
  gameweekFinished,
  gameweeksScheduled,
  lineupLocked,
  managerPointsUpdated,
  seasonStarted,
  until,
} from '@sfl/testing';
import { DataSource } from 'typeorm';
import { type Answer, ServicesWorld } from '../world/services-world';

export type { Answer };

// JSON as parsed: the tests read the fields they ask for.
type Json = ReturnType<typeof JSON.parse>;

// leagues' consumer of users.events, matches.events and squads.events (docs/projections.md).
const PROJECTIONS_CONSUMER = 'leagues.projections';
// spl-rewards' consumer of LeagueFinished that pays League Champion (its docs/achievements.md).
const LEAGUE_CHAMPIONS_CONSUMER = 'spl-rewards.league-champions';
const DAY_MS = 24 * 60 * 60_000;

/** A consumer's place in a topic, as the embedded bus keeps it in the consumer's database. */
interface Cursor {
  consumer: string;
  position: string;
}

/**
 * Competitions' money across the two services that move it: the real leagues and spl-rewards
 * subgraphs on databases of their own, on one embedded event bus as in the embedded mode, with one
 * stand-in outbox for what users, matches, squads and nft would publish. Managers are registered as
 * users records them (spl-rewards pays Early Adopter; leagues learns their name); gameweeks and
 * points are played as matches and squads publish them.
 */
export class CompetitionWorld extends ServicesWorld {
  private leagues!: INestApplication;

  static async start(): Promise<CompetitionWorld> {
    const world = new CompetitionWorld(
      await ServicesWorld.openBus('competition-world', ['users', 'matches', 'squads', 'nft']),
    );
    return world.built(() => world.startCompetitions());
  }

  /** spl-rewards and leagues, and the season they play. */
  protected async startCompetitions(): Promise<void> {
    await this.startSplRewards();
    // As in the embedded mode: leagues consumes spl-rewards.events (the stakes' answers), then
    // spl-rewards leagues.events (stakes, settlements, League Champion).
    this.leagues = await this.subgraph((dependencies) => createLeaguesApp(dependencies));
    await startLeaguesConsumers(this.splRewards, this.eventBus);
    await this.openSeason();
  }

  /** leagues knows the manager's name. */
  protected managersTaken(_userIds: string[], eventIds: string[]): Promise<void> {
    return this.appliedBy(this.leagues, PROJECTIONS_CONSUMER, eventIds);
  }

  callLeagues(
    userId: string | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Answer> {
    return this.call(this.leagues, userId, query, variables);
  }

  /** What leagues answers the caller, which must not be an error. */
  async leaguesData(
    userId: string | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Record<string, Json>> {
    const answer = await this.callLeagues(userId, query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  }

  /** The ids of the manager's unlocked achievements. */
  async unlockedAchievements(managerId: string): Promise<string[]> {
    const answer = await this.callSplRewards(managerId, '{ myAchievements { id unlocked } }');
    return (answer.data!.myAchievements as { id: string; unlocked: boolean }[])
      .filter((achievement) => achievement.unlocked)
      .map((achievement) => achievement.id);
  }

  /** Publishes GameweekDeadlinePassed (matches.events): the gameweek is live. */
  passDeadline(gameweek: number): Promise<void> {
    return this.publish(...gameweekDeadlinePassed(gameweek));
  }

  /** Publishes GameweekFinished (matches.events). */
  finishGameweek(gameweek: number): Promise<void> {
    return this.publish(...gameweekFinished(gameweek));
  }

  /** Publishes LineupLocked (squads.events) with an empty lineup: the manager plays the gameweek. */
  lockLineup(managerId: string, gameweek: number): Promise<void> {
    return this.publish(...lineupLocked(managerId, gameweek));
  }

  /** Publishes ManagerGameweekPointsUpdated (squads.events): live, or `final` once squads settled it. */
  scorePoints(managerId: string, gameweek: number, points: number, final: boolean): Promise<void> {
    return this.publish(...managerPointsUpdated(managerId, gameweek, points, final));
  }

  /**
   * Plays gameweeks from `first`, one per entry of each manager's figures: lineups locked, the
   * deadline passed, live figures, the gameweek finished, then the final figures.
   */
  async play(first: number, points: ReadonlyMap<string, readonly number[]>): Promise<void> {
    const count = Math.max(...[...points.values()].map((figures) => figures.length));
    for (let gameweek = first; gameweek < first + count; gameweek++) {
      const scored = [...points].map(([manager, figures]) => [manager, figures[gameweek - first]!] as const);
      for (const [manager] of scored) await this.lockLineup(manager, gameweek);
      await this.passDeadline(gameweek);
      for (const [manager, figure] of scored) await this.scorePoints(manager, gameweek, figure, false);
      await this.finishGameweek(gameweek);
      for (const [manager, figure] of scored) await this.scorePoints(manager, gameweek, figure, true);
    }
  }

  /**
   * Answers once spl-rewards' League Champion consumer has applied every league result leagues
   * published (LeagueFinished): what a result pays, it has paid.
   */
  async leagueResultsTaken(): Promise<void> {
    const results = (
      (await this.leagues
        .get(DataSource)
        .query("SELECT id FROM outbox_event WHERE type = 'LeagueFinished'")) as {
        id: string;
      }[]
    ).map(({ id }) => id);
    if (results.length > 0) await this.appliedBy(this.splRewards, LEAGUE_CHAMPIONS_CONSUMER, results);
  }

  /**
   * Delivers leagues.events to spl-rewards and spl-rewards.events to leagues again from their start,
   * as a broker replaying its topics would; with `markersOf` (event types of leagues.events) those
   * events are also taken for new by spl-rewards (their processed markers gone). Waits until every
   * consumer of both is back where it was.
   */
  async redeliver({ markersOf = [] }: { markersOf?: readonly string[] } = {}): Promise<void> {
    const splRewards = this.splRewards.get(DataSource);
    const leagues = this.leagues.get(DataSource);
    if (markersOf.length > 0)
      await splRewards.query('DELETE FROM processed_event WHERE event_id = ANY($1::uuid[])', [
        (
          (await leagues.query('SELECT id FROM outbox_event WHERE type = ANY($1::text[])', [markersOf])) as {
            id: string;
          }[]
        ).map(({ id }) => id),
      ]);
    await Promise.all([
      this.replay(splRewards, 'leagues.events'),
      this.replay(leagues, 'spl-rewards.events'),
    ]);
  }

  // Forgets the consumers' places in a topic and waits until each is back at least where it was.
  private async replay(consumers: DataSource, topic: string): Promise<void> {
    const cursors = (): Promise<Cursor[]> =>
      consumers.query('SELECT consumer, position::text AS position FROM consumer_cursor WHERE source = $1', [
        topic,
      ]);
    const before = await cursors();
    await consumers.query('DELETE FROM consumer_cursor WHERE source = $1', [topic]);
    await until(`${topic} delivered again`, async () => {
      const after = await cursors();
      return (
        before.length > 0 &&
        before.every(({ consumer, position }) =>
          after.some((cursor) => cursor.consumer === consumer && BigInt(cursor.position) >= BigInt(position)),
        )
      );
    });
  }

  // Records an event as matches or squads would and waits until leagues has applied it.
  private async publish<P>(contract: EventContract<P>, aggregateId: string, payload: P): Promise<void> {
    const { id } = await this.standIns.record(contract, aggregateId, payload);
    await this.appliedBy(this.leagues, PROJECTIONS_CONSUMER, id);
  }

  // Season 1 (gameweeks 1 to 38) with every gameweek's planned deadline, a day apart from tomorrow.
  private async openSeason(): Promise<void> {
    const now = Date.now();
    await this.publish(...seasonStarted({}, new Date(now)));
    await this.publish(...gameweeksScheduled((gameweek) => new Date(now + gameweek * DAY_MS)));
  }
}
