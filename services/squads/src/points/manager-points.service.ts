import { Inject, Injectable } from '@nestjs/common';
import { LineupChanged, LineupLocked, ManagerGameweekPointsUpdated } from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { RankStore } from '../leaderboard/rank-store';
import { FixturesRepository } from '../locks/fixtures.repository';
import { LineupChangeCountRepository } from '../locks/lineup-change-count.repository';
import { StandingsRepository } from '../leaderboard/standings.repository';
import type { GameweekLineupEntity } from './entities/gameweek-lineup.entity';
import { FiguresRepository, type MatchFigures } from './figures.repository';
import { scoreGameweek } from './gameweek-score';
import { type ChangedLineup, LineupsRepository, type NewLineup, StarterTally } from './lineups.repository';
import { SQUAD_SNAPSHOTS, type SquadSnapshots } from './squad-snapshots';

// Lineups are locked and rescored in pages, so a gameweek with a million managers never holds
// them all in memory at once (all pages still commit together with the event, exactly once).
const PAGE = 500;

type ScoredLineupRow = Pick<
  GameweekLineupEntity,
  | 'managerId'
  | 'gameweek'
  | 'starters'
  | 'bench'
  | 'captainFootballerId'
  | 'viceCaptainFootballerId'
  | 'points'
  | 'final'
>;

/**
 * Managers' gameweek points from matches.events (docs/points.md): the lineups locked at the
 * deadline and changed around their locked players during the gameweek, live points as performances change, final points with automatic substitutions when
 * the gameweek finishes. Each change records ManagerGameweekPointsUpdated, moves the manager's
 * total and their rank, all inside the transaction that marks the event processed.
 */
@Injectable()
export class ManagerPointsService {
  constructor(
    private readonly lineups: LineupsRepository,
    private readonly figures: FiguresRepository,
    private readonly standings: StandingsRepository,
    private readonly ranks: RankStore,
    private readonly changeCount: LineupChangeCountRepository,
    private readonly fixtures: FixturesRepository,
    @Inject(SQUAD_SNAPSHOTS) private readonly squads: SquadSnapshots,
  ) {}

  /**
   * Every manager's squad as it stood when the game passed the deadline (`passedAt`, the moment
   * matches recorded it) becomes the gameweek's lineup; later changes count from the next one. That
   * moment, not the deadline itself: until it, no match of the gameweek has kicked off, and on a test
   * stack whose game clock was held the deadline's game time lies before saves made meanwhile.
   */
  async lockLineups(
    manager: EntityManager,
    gameweek: number,
    { deadline, passedAt }: { deadline: Date; passedAt: Date },
  ): Promise<void> {
    if (!(await this.lineups.markDeadline(manager, gameweek, deadline))) return;
    const final = await this.lineups.isFinal(manager, gameweek);
    const tally = new StarterTally();
    for (let after: string | null = null; ;) {
      const squads = await this.squads.page(manager, passedAt, after, PAGE);
      if (squads.length === 0) {
        await this.lineups.countLocked(manager, gameweek, tally);
        return this.squads.forgetBefore(manager, passedAt);
      }
      after = squads[squads.length - 1].managerId;
      const locked = await this.lineups.lock(
        manager,
        squads.map((squad): NewLineup => ({ ...squad, gameweek, lockedAt: deadline })),
      );
      tally.add(locked);
      await recordEvents(manager, LineupLocked, locked.map(lockedEvent));
      // Performances recorded before the lock (events of other matches may come first) count at once.
      await this.rescore(
        manager,
        gameweek,
        locked.map((lineup) => ({ ...lineup, points: 0, final: false })),
        final,
      );
    }
  }

  /**
   * A lineup changed during its live gameweek around its locked players (the squads module checked
   * the locks, holding the row from lineupForUpdate): stored, announced whole, and rescored live on
   * the figures already recorded, so a player brought in after a performance of his counts at once.
   */
  async changeLineup(manager: EntityManager, lineup: GameweekLineupEntity, changedAt: Date): Promise<void> {
    const changed: ChangedLineup = { ...lineup, revision: lineup.revision + 1 };
    await this.lineups.change(manager, changed);
    await recordEvents(manager, LineupChanged, [
      {
        aggregateId: lineup.managerId,
        payload: {
          ...lineupPayload(changed),
          revision: changed.revision,
          // Taken after the locks were checked (the fixture rows the change read are share-locked), so a
          // kick-off of one of its players cannot be recorded between the check and this number.
          changeNo: await this.changeCount.nextIn(manager, lineup.gameweek),
          changedAt: changedAt.toISOString(),
        },
      },
    ]);
    await this.rescore(manager, lineup.gameweek, [lineup], false);
  }

  /**
   * The footballers' new figures (a batch of them: the Kafka transport's), then every lineup that
   * fielded one whose figures changed rescored once, a page at a time, however many of its
   * players changed: at a busy moment a popular player's lineups are not rescored per figure.
   */
  async recordPerformances(manager: EntityManager, figures: readonly MatchFigures[]): Promise<void> {
    const changed = await this.figures.recordMany(manager, figures);
    for (const gameweek of [...new Set(changed.map((change) => change.gameweek))].sort((a, b) => a - b)) {
      const footballerIds = changed.filter((c) => c.gameweek === gameweek).map((c) => c.footballerId);
      const final = await this.lineups.isFinal(manager, gameweek);
      const fielding = await this.lineups.managersFielding(manager, gameweek, footballerIds);
      for (let start = 0; start < fielding.length; start += PAGE) {
        const page = await this.lineups.lineupsOf(manager, gameweek, fielding.slice(start, start + PAGE));
        await this.rescore(manager, gameweek, page, final);
      }
    }
  }

  async finishGameweek(manager: EntityManager, gameweek: number, finishedAt: Date): Promise<void> {
    await this.lineups.lockGameweekEnd(manager, gameweek);
    await this.lineups.markFinished(manager, gameweek, finishedAt);
    await this.finalIfEveryMatchFinished(manager, gameweek);
  }

  async finishMatch(manager: EntityManager, { matchId, gameweek }: { matchId: string; gameweek: number }) {
    await this.lineups.lockGameweekEnd(manager, gameweek);
    await this.fixtures.finishedIn(manager, matchId);
    await this.finalIfEveryMatchFinished(manager, gameweek);
  }

  // GameweekFinished travels on its last match's partition, so it can be applied before another
  // match's last figures; each match's MatchFinished comes after all of its figures. Points become
  // final, once, when both the gameweek and every one of its matches have finished here.
  private async finalIfEveryMatchFinished(manager: EntityManager, gameweek: number): Promise<void> {
    if ((await this.fixtures.unfinishedIn(manager, gameweek)) > 0) return;
    if (!(await this.lineups.markFinal(manager, gameweek))) return;
    for (let after: string | null = null; ;) {
      const page = await this.lineups.page(manager, gameweek, after, PAGE);
      if (page.length === 0) return;
      after = page[page.length - 1].managerId;
      await this.rescore(manager, gameweek, page, true);
    }
  }

  // Scores the lineups on the gameweek's figures; every lineup whose points changed, or that
  // becomes final, is updated with an event, a new total and a new rank.
  private async rescore(
    manager: EntityManager,
    gameweek: number,
    lineups: readonly ScoredLineupRow[],
    final: boolean,
  ) {
    if (lineups.length === 0) return;
    const footballerIds = [
      ...new Set(lineups.flatMap((l) => [...l.starters, ...l.bench].map((p) => p.footballerId))),
    ];
    const figures = await this.figures.ofGameweek(manager, gameweek, footballerIds);
    const changes = lineups
      .map((lineup) => ({ lineup, points: scoreGameweek(lineup, figures, { final }).points }))
      .filter(({ lineup, points }) => points !== lineup.points || (final && !lineup.final));
    if (changes.length === 0) return;
    await this.lineups.setPoints(
      manager,
      gameweek,
      changes.map(({ lineup, points }) => ({ managerId: lineup.managerId, points })),
      final,
    );
    const standings = await this.standings.addPoints(
      manager,
      changes.map(({ lineup, points }) => ({ managerId: lineup.managerId, delta: points - lineup.points })),
    );
    const updatedAt = new Date().toISOString();
    await recordEvents(
      manager,
      ManagerGameweekPointsUpdated,
      changes.map(({ lineup, points }) => ({
        aggregateId: lineup.managerId,
        payload: {
          managerId: lineup.managerId,
          gameweek,
          points,
          final,
          // A manager squads has not yet seen registered (events of two topics) has only this gameweek.
          totalPoints: standings.get(lineup.managerId)?.totalPoints ?? points,
          updatedAt,
        },
      })),
    );
    // Absolute scores from the rows just written: a rolled-back or redelivered event writes them again.
    await this.ranks.record([...standings.values()]);
  }
}

function lockedEvent(lineup: NewLineup) {
  return {
    aggregateId: lineup.managerId,
    payload: { ...lineupPayload(lineup), lockedAt: lineup.lockedAt.toISOString() },
  };
}

// A lineup as LineupLocked and LineupChanged carry it.
function lineupPayload(lineup: Omit<NewLineup, 'lockedAt'>) {
  const strip = ({ cardId, footballerId, group }: NewLineup['bench'][number]) => ({
    cardId,
    footballerId,
    group,
  });
  return {
    managerId: lineup.managerId,
    gameweek: lineup.gameweek,
    formation: lineup.formation,
    starters: lineup.starters.map((player) => ({ ...strip(player), slot: player.slot ?? 0 })),
    bench: lineup.bench.map(strip),
    captainFootballerId: lineup.captainFootballerId,
    viceCaptainFootballerId: lineup.viceCaptainFootballerId,
  };
}
