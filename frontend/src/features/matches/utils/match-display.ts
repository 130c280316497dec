import type { MatchActionKind, MatchStatus, Position } from '@/graphql/__generated__/graphql';

/** The status column of the matches table: 'LIVE' (with the minute) or 'FT'; a match not yet started says so. */
export function matchStatusText(status: MatchStatus, minute: number): string {
  switch (status) {
    case 'LIVE':
      return `LIVE ${minute}'`;
    case 'FT':
      return 'FT';
    case 'SCHEDULED':
      return 'Not started';
  }
}

export const actionKindLabels: Record<MatchActionKind, string> = {
  GOAL: 'Goal',
  OWN_GOAL: 'Own goal',
  PENALTY_SCORED: 'Penalty scored',
  PENALTY_MISSED: 'Penalty missed',
  PENALTY_SAVED: 'Penalty saved',
  YELLOW_CARD: 'Yellow card',
  RED_CARD: 'Red card',
  SUBSTITUTION: 'Substitution',
};

/** Kinds that change the score. */
export const scoringKinds: ReadonlySet<MatchActionKind> = new Set(['GOAL', 'OWN_GOAL', 'PENALTY_SCORED']);

export const positionLabels: Record<Position, string> = {
  GK: 'Goalkeeper',
  LB: 'Left back',
  CB: 'Centre back',
  RB: 'Right back',
  LWB: 'Left wing-back',
  RWB: 'Right wing-back',
  CDM: 'Defensive midfielder',
  CM: 'Central midfielder',
  CAM: 'Attacking midfielder',
  LM: 'Left midfielder',
  RM: 'Right midfielder',
  LW: 'Left winger',
  RW: 'Right winger',
  ST: 'Striker',
};

/** Minutes as football writes them: 45', 90'. */
export function formatMinute(minute: number): string {
  return `${minute}'`;
}
