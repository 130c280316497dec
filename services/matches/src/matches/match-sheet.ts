import { positionGroupOf } from '@sfl/contracts';
import { FootballerPerformanceEntity } from '../points/entities/footballer-performance.entity';
import { fantasyPoints, keptCleanSheet } from '../points/fantasy-points';
import type { FootballerEntity } from '../world/entities/footballer.entity';
import type { MatchEntity } from './entities/match.entity';
import { type LineupRole, MatchLineupEntity } from './entities/match-lineup.entity';

export type CountedStat =
  | 'goals'
  | 'assists'
  | 'ownGoals'
  | 'penaltiesSaved'
  | 'penaltiesMissed'
  | 'yellowCards'
  | 'redCards'
  | 'goalsConceded';

/** The figures a FootballerPerformanceUpdated event carries; an update is published when they change. */
const publishedFigures = (p: FootballerPerformanceEntity) =>
  `${p.points}/${p.minutesPlayed}/${p.goals}/${p.assists}`;

// Minutes count up to 90: added time does not push anyone over the 60-minute marks.
const REGULATION_MINUTES = 90;

/**
 * Who is named for one match, who is on the pitch, and each player's performance, as read and
 * written inside the transaction of one kick-off, action or full time. Changes are kept in
 * memory and taken by `takeChanges` for the repository to write, with the points of every changed performance recomputed.
 */
export class MatchSheet {
  private readonly changedEntries = new Set<MatchLineupEntity>();
  private readonly changedPerformances = new Set<FootballerPerformanceEntity>();
  // The figures of each performance as last stored, to tell which ones changed.
  private readonly storedFigures: Map<string, string>;

  private constructor(
    private readonly match: MatchEntity,
    private readonly entries: Map<string, MatchLineupEntity>,
    private readonly performances: Map<string, FootballerPerformanceEntity>,
  ) {
    this.storedFigures = new Map(
      [...performances.values()].map((performance) => [
        performance.footballerId,
        publishedFigures(performance),
      ]),
    );
  }

  static of(
    match: MatchEntity,
    entries: MatchLineupEntity[],
    performances: FootballerPerformanceEntity[],
  ): MatchSheet {
    return new MatchSheet(
      match,
      new Map(entries.map((entry) => [entry.footballerId, entry])),
      new Map(performances.map((performance) => [performance.footballerId, performance])),
    );
  }

  entry(footballerId: string): MatchLineupEntity | undefined {
    return this.entries.get(footballerId);
  }

  isOnPitch(footballerId: string): boolean {
    const entry = this.entries.get(footballerId);
    return !!entry && entry.onMinute !== null && entry.offMinute === null;
  }

  onPitchOf(clubId: string): MatchLineupEntity[] {
    return [...this.entries.values()].filter((e) => e.clubId === clubId && this.isOnPitch(e.footballerId));
  }

  substitutionsOf(clubId: string): number {
    return [...this.entries.values()].filter(
      (e) => e.clubId === clubId && e.role === 'BENCH' && e.onMinute !== null,
    ).length;
  }

  yellowCardsOf(footballerId: string): number {
    return this.performances.get(footballerId)?.yellowCards ?? 0;
  }

  /** Names a footballer for the match; starters take the field at once. */
  name(footballer: FootballerEntity, role: LineupRole, slot: number): void {
    const entry = Object.assign(new MatchLineupEntity(), {
      matchId: this.match.id,
      footballerId: footballer.id,
      clubId: footballer.clubId,
      role,
      slot,
      onMinute: null,
      offMinute: null,
    } satisfies Partial<MatchLineupEntity>);
    this.entries.set(footballer.id, entry);
    this.changedEntries.add(entry);
    if (role === 'STARTER') this.comeOn(footballer, 0);
  }

  /** A footballer takes the field: their performance starts (the appearance point). */
  comeOn(footballer: FootballerEntity, minute: number): void {
    const entry = this.entries.get(footballer.id) ?? this.nameLate(footballer);
    entry.onMinute = minute;
    this.changedEntries.add(entry);
    const performance = Object.assign(new FootballerPerformanceEntity(), {
      matchId: this.match.id,
      footballerId: footballer.id,
      gameweek: this.match.gameweek,
      clubId: footballer.clubId,
      positionGroup: positionGroupOf(footballer.position),
      minutesPlayed: 0,
      goals: 0,
      assists: 0,
      ownGoals: 0,
      penaltiesSaved: 0,
      penaltiesMissed: 0,
      yellowCards: 0,
      redCards: 0,
      goalsConceded: 0,
      cleanSheet: false,
      points: 0,
    } satisfies Partial<FootballerPerformanceEntity>);
    this.performances.set(footballer.id, performance);
    this.changedPerformances.add(performance);
  }

  goOff(footballerId: string, minute: number): void {
    const entry = this.entries.get(footballerId)!;
    entry.offMinute = minute;
    this.changedEntries.add(entry);
  }

  count(footballerId: string, stat: CountedStat): void {
    const performance = this.performances.get(footballerId)!;
    performance[stat] += 1;
    this.changedPerformances.add(performance);
  }

  /** A goal against the club: everyone of it on the pitch concedes it. */
  concede(clubId: string): void {
    for (const entry of this.onPitchOf(clubId)) this.count(entry.footballerId, 'goalsConceded');
  }

  /** Full time: final minutes and clean sheets; returns the performances that kept a clean sheet. */
  settle(): FootballerPerformanceEntity[] {
    for (const [footballerId, performance] of this.performances) {
      const entry = this.entries.get(footballerId)!;
      const on = Math.min(entry.onMinute ?? 0, REGULATION_MINUTES);
      const off = Math.min(entry.offMinute ?? REGULATION_MINUTES, REGULATION_MINUTES);
      performance.minutesPlayed = Math.max(0, off - on);
      const conceded = entry.clubId === this.match.homeClubId ? this.match.awayScore : this.match.homeScore;
      performance.cleanSheet = keptCleanSheet(conceded, performance.minutesPlayed);
      this.changedPerformances.add(performance);
    }
    return [...this.performances.values()].filter((p) => p.cleanSheet);
  }

  /**
   * What changed since the last call, the points of every changed performance recomputed;
   * `updatedFigures` are the performances whose points, minutes, goals or assists changed.
   */
  takeChanges(): {
    entries: MatchLineupEntity[];
    performances: FootballerPerformanceEntity[];
    updatedFigures: FootballerPerformanceEntity[];
  } {
    const updatedFigures: FootballerPerformanceEntity[] = [];
    for (const performance of this.changedPerformances) {
      performance.points = fantasyPoints(performance.positionGroup, { ...performance, appeared: true });
      const figures = publishedFigures(performance);
      if (this.storedFigures.get(performance.footballerId) === figures) continue;
      this.storedFigures.set(performance.footballerId, figures);
      updatedFigures.push(performance);
    }
    const changes = {
      entries: [...this.changedEntries],
      performances: [...this.changedPerformances],
      updatedFigures,
    };
    this.changedEntries.clear();
    this.changedPerformances.clear();
    return changes;
  }

  // A substitute the feed did not list on the bench sheet.
  private nameLate(footballer: FootballerEntity): MatchLineupEntity {
    const slot = [...this.entries.values()].filter(
      (e) => e.clubId === footballer.clubId && e.role === 'BENCH',
    ).length;
    this.name(footballer, 'BENCH', slot);
    return this.entries.get(footballer.id)!;
  }
}
