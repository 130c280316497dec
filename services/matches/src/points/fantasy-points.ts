import type { PositionGroup } from '@sfl/contracts';
import { FANTASY_POINTS_TABLE, type FantasyPointsRule } from './fantasy-points.table';

const SIXTY_MINUTES = 60;
const GOALS_CONCEDED_PER_DEDUCTION = 2;

/** What a footballer did in one match, as the points count it. */
export interface PerformanceStats {
  /** whether the player took the field at all (a starter, or a substitute who came on) */
  appeared: boolean;
  minutesPlayed: number;
  goals: number;
  assists: number;
  cleanSheet: boolean;
  penaltiesSaved: number;
  penaltiesMissed: number;
  goalsConceded: number;
  yellowCards: number;
  redCards: number;
  ownGoals: number;
}

const pointsByRule = new Map(FANTASY_POINTS_TABLE.map((row) => [row.rule, row.points]));
const points = (rule: FantasyPointsRule, group: PositionGroup) => pointsByRule.get(rule)![group];

export function fantasyPoints(group: PositionGroup, stats: PerformanceStats): number {
  if (!stats.appeared) return 0;
  const appearance =
    stats.minutesPlayed >= SIXTY_MINUTES
      ? points('appearanceSixtyMinutes', group)
      : points('appearance', group);
  const cards = stats.redCards
    ? stats.redCards * points('redCard', group)
    : stats.yellowCards * points('yellowCard', group);
  return (
    appearance +
    stats.goals * points('goal', group) +
    stats.assists * points('assist', group) +
    (stats.cleanSheet ? points('cleanSheet', group) : 0) +
    stats.penaltiesSaved * points('penaltySave', group) +
    stats.penaltiesMissed * points('penaltyMiss', group) +
    Math.floor(stats.goalsConceded / GOALS_CONCEDED_PER_DEDUCTION) * points('goalsConceded', group) +
    cards +
    stats.ownGoals * points('ownGoal', group)
  );
}

/** The clean-sheet rule, shared by the points and the CleanSheetKept events. */
export function keptCleanSheet(sideConceded: number, minutesPlayed: number): boolean {
  return sideConceded === 0 && minutesPlayed >= SIXTY_MINUTES;
}
