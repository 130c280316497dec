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

export const RARITIES = ['LEGENDARY', 'EPIC', 'RARE', 'DEFAULT'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Rarity follows the rating: 90+ legendary, 85+ epic, 78+ rare. */
export function rarityFor(overall: number): Rarity {
  if (overall >= 90) return 'LEGENDARY';
  if (overall >= 85) return 'EPIC';
  if (overall >= 78) return 'RARE';
  return 'DEFAULT';
}
