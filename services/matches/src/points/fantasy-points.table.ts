import type { PositionGroup } from '@sfl/contracts';

export type FantasyPointsRule =
  | 'appearance'
  | 'appearanceSixtyMinutes'
  | 'goal'
  | 'assist'
  | 'cleanSheet'
  | 'penaltySave'
  | 'penaltyMiss'
  | 'goalsConceded'
  | 'yellowCard'
  | 'redCard'
  | 'ownGoal';

export interface FantasyPointsRow {
  rule: FantasyPointsRule;
  /** how the rules page names it */
  action: string;
  points: Readonly<Record<PositionGroup, number>>;
  note?: string;
}

const all = (points: number) => ({ GK: points, DEF: points, MID: points, ATT: points });

/**
 * Fantasy points per footballer per match (FPL-style), by position group. The single source of
 * the scoring: the calculator reads it and the rules page renders it (docs/fantasy-points.md).
 */
export const FANTASY_POINTS_TABLE: readonly FantasyPointsRow[] = [
  { rule: 'appearance', action: 'Playing up to 60 minutes', points: all(1) },
  {
    rule: 'appearanceSixtyMinutes',
    action: 'Playing 60 minutes or more',
    points: all(2),
    note: 'instead of the 1 point for playing',
  },
  { rule: 'goal', action: 'Goal scored (penalties included)', points: { GK: 6, DEF: 6, MID: 5, ATT: 4 } },
  { rule: 'assist', action: 'Assist', points: all(3) },
  {
    rule: 'cleanSheet',
    action: 'Clean sheet',
    points: { GK: 4, DEF: 4, MID: 1, ATT: 0 },
    note: 'the side concedes no goal in the match and the player plays 60 minutes or more',
  },
  { rule: 'penaltySave', action: 'Penalty saved', points: all(5) },
  { rule: 'penaltyMiss', action: 'Penalty missed', points: all(-2), note: 'missed or saved' },
  {
    rule: 'goalsConceded',
    action: 'Every 2 goals conceded',
    points: { GK: -1, DEF: -1, MID: 0, ATT: 0 },
    note: 'counted while the player is on the pitch',
  },
  { rule: 'yellowCard', action: 'Yellow card', points: all(-1) },
  {
    rule: 'redCard',
    action: 'Red card',
    points: all(-3),
    note: 'a sending-off after a yellow (second yellow) is −3 in total, not −4',
  },
  { rule: 'ownGoal', action: 'Own goal', points: all(-2) },
];
