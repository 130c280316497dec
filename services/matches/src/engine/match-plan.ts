import type { matchActionKinds, Position } from '@sfl/contracts';

export type MatchActionKind = (typeof matchActionKinds)[number];

export interface EnginePlayer {
  id: string;
  position: Position;
  overall: number;
}

/** A side as it takes the field: the starting XI and the players on the bench. */
export interface Lineup {
  starters: EnginePlayer[];
  bench: EnginePlayer[];
}

export interface EngineSide {
  clubId: string;
  lineup: Lineup;
}

/**
 * One thing that happens on the pitch, with the roles of the MatchActionRecorded contract:
 * `footballerId` did it (for PENALTY_SAVED: the goalkeeper), `relatedFootballerId` is the player
 * going off for a substitution or the penalty taker for PENALTY_SAVED.
 */
export interface PlannedAction {
  minute: number;
  kind: MatchActionKind;
  clubId: string;
  footballerId: string;
  assistFootballerId: string | null;
  relatedFootballerId: string | null;
}

export interface MatchPlan {
  actions: PlannedAction[];
  /** the minute the referee blows for full time (90 + added time) */
  lastMinute: number;
}
