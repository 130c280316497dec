/**
 * The football vocabulary every service speaks: a footballer's position, the group a pitch slot
 * accepts, and the rarity tiers of footballers and their cards.
 */
export const POSITIONS = [
  'GK',
  'LB',
  'CB',
  'RB',
  'LWB',
  'RWB',
  'CDM',
  'CM',
  'CAM',
  'LM',
  'RM',
  'LW',
  'RW',
  'ST',
] as const;
export type Position = (typeof POSITIONS)[number];

export const POSITION_GROUPS = ['GK', 'DEF', 'MID', 'ATT'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

const GROUP_OF: Record<Position, PositionGroup> = {
  GK: 'GK',
  LB: 'DEF',
  CB: 'DEF',
  RB: 'DEF',
  LWB: 'DEF',
  RWB: 'DEF',
  CDM: 'MID',
  CM: 'MID',
  CAM: 'MID',
  LM: 'MID',
  RM: 'MID',
  LW: 'ATT',
  RW: 'ATT',
  ST: 'ATT',
};

export function positionGroupOf(position: Position): PositionGroup {
  return GROUP_OF[position];
}

/** From the rarest down; DEFAULT is the common tier. */
export const RARITIES = ['LEGENDARY', 'EPIC', 'RARE', 'DEFAULT'] as const;
export type Rarity = (typeof RARITIES)[number];

/** A season's gameweeks: 20 clubs play a double round robin. The default page of per-gameweek lists. */
export const SEASON_GAMEWEEKS = 38;

/** A fixture's difficulty runs from 1 (easiest opponent) to this (hardest): the clubs in fifths. */
export const HARDEST_FIXTURE = 5;
