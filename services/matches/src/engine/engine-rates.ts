import type { Position } from '@sfl/contracts';

// Tuned so that a season looks like a top league: about 2.7 goals a game with a slight home
// advantage, ~80% of goals assisted, ~3.5 yellow cards, a red every few games, penalties
// scored ~78% of the time. Rates are per side per 90 minutes.
export const ENGINE_RATES = {
  openPlayGoals: { home: 1.27, away: 1.02 },
  penalties: 0.12,
  penaltyScored: 0.78,
  /** of the penalties not scored, the share the goalkeeper saves (the rest miss the target) */
  penaltySavedOfFailed: 0.55,
  ownGoals: 0.04,
  assistedOpenPlayGoals: 0.9,
  yellowCards: 1.8,
  /** a booked player is careful: this much less likely to be booked again */
  bookedCaution: 0.3,
  /** cards come later in games: first-half and second-half multipliers */
  cardsByHalf: { first: 0.7, second: 1.3 },
  straightReds: 0.03,
  /** goal rate multiplier per point of average overall the side has over its opponent */
  strengthPerPoint: 0.045,
  /** goal rate multipliers per player sent off: the side's own and the opponent's */
  manDown: { own: 0.8, opponent: 1.15 },
  addedTime: { min: 1, max: 6 },
  substitutions: {
    counts: [
      { count: 3, weight: 0.15 },
      { count: 4, weight: 0.3 },
      { count: 5, weight: 0.55 },
    ],
    earlyShare: 0.12,
    early: { from: 30, to: 55 },
    usual: { from: 56, to: 88 },
  },
} as const;

/** Who scores: strikers and wingers most, goalkeepers never. */
export const SCORING_WEIGHT: Record<Position, number> = {
  GK: 0,
  CB: 0.35,
  LB: 0.25,
  RB: 0.25,
  LWB: 0.4,
  RWB: 0.4,
  CDM: 0.5,
  CM: 0.9,
  LM: 1.4,
  RM: 1.4,
  CAM: 1.8,
  LW: 2.6,
  RW: 2.6,
  ST: 4,
};

export const ASSIST_WEIGHT: Record<Position, number> = {
  GK: 0.05,
  CB: 0.25,
  LB: 0.7,
  RB: 0.7,
  LWB: 0.9,
  RWB: 0.9,
  CDM: 0.7,
  CM: 1.2,
  LM: 1.6,
  RM: 1.6,
  CAM: 2.2,
  LW: 2,
  RW: 2,
  ST: 1.2,
};

/** Who gets booked: holding and defending players most; goalkeepers are left out. */
export const CARD_WEIGHT: Record<Position, number> = {
  GK: 0,
  CB: 1.4,
  LB: 1.1,
  RB: 1.1,
  LWB: 1.1,
  RWB: 1.1,
  CDM: 1.6,
  CM: 1.1,
  LM: 0.8,
  RM: 0.8,
  CAM: 0.7,
  LW: 0.6,
  RW: 0.6,
  ST: 0.7,
};

export const OWN_GOAL_WEIGHT: Record<Position, number> = {
  GK: 0.5,
  CB: 3,
  LB: 1.5,
  RB: 1.5,
  LWB: 1.2,
  RWB: 1.2,
  CDM: 1,
  CM: 0.5,
  LM: 0.3,
  RM: 0.3,
  CAM: 0.2,
  LW: 0.2,
  RW: 0.2,
  ST: 0.2,
};
