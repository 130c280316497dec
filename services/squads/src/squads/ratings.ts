import type { Position, PositionGroup } from '@sfl/contracts';
import type { SlotLayout } from '../formations/formations';

/** What the ratings need of a starter's footballer. */
export interface RatedFootballer {
  clubId: string;
  position: Position;
  overall: number;
}

export interface SquadRatings {
  overall: number;
  chemistry: number;
  attack: number;
  defense: number;
}

// Weights of docs/ratings.md (whole numbers, so every figure is exact before rounding): an
// attacker counts twice a midfielder in attack, the goalkeeper twice a defender in defense.
const ATTACK_WEIGHTS: Partial<Record<PositionGroup, number>> = { ATT: 2, MID: 1 };
const DEFENSE_WEIGHTS: Partial<Record<PositionGroup, number>> = { GK: 2, DEF: 1 };
// Chemistry points per slot: 3 in the natural position, 1 in its group only; 1 per club-mate
// among the starters, 2 at most. 5 per slot is full chemistry.
const NATURAL_POSITION_POINTS = 3;
const GROUP_ONLY_POINTS = 1;
const MAX_LINK_POINTS = 2;
const MAX_SLOT_POINTS = NATURAL_POSITION_POINTS + MAX_LINK_POINTS;

/**
 * The four 0-100 ratings of a starting XI (docs/ratings.md); `starters[i]` plays in `slots[i]`,
 * null for an empty slot, which counts as 0 everywhere. The bench does not count.
 */
export function rateSquad(
  slots: readonly SlotLayout[],
  starters: readonly (RatedFootballer | null)[],
): SquadRatings {
  const fielded = slots.map((slot, index) => ({ slot, footballer: starters[index] ?? null }));
  const weighted = (weights: Partial<Record<PositionGroup, number>>) => {
    let sum = 0;
    let weight = 0;
    for (const { slot, footballer } of fielded) {
      const w = weights[slot.group] ?? 0;
      sum += w * (footballer?.overall ?? 0);
      weight += w;
    }
    return weight ? Math.round(sum / weight) : 0;
  };
  const overall = Math.round(
    fielded.reduce((sum, { footballer }) => sum + (footballer?.overall ?? 0), 0) / slots.length,
  );

  const clubCounts = new Map<string, number>();
  for (const { footballer } of fielded) {
    if (footballer) clubCounts.set(footballer.clubId, (clubCounts.get(footballer.clubId) ?? 0) + 1);
  }
  const chemistryPoints = fielded.reduce((sum, { slot, footballer }) => {
    if (!footballer) return sum;
    const fit = footballer.position === slot.label ? NATURAL_POSITION_POINTS : GROUP_ONLY_POINTS;
    const clubmates = clubCounts.get(footballer.clubId)! - 1;
    return sum + fit + Math.min(clubmates, MAX_LINK_POINTS);
  }, 0);

  return {
    overall,
    chemistry: Math.round((100 * chemistryPoints) / (MAX_SLOT_POINTS * slots.length)),
    attack: weighted(ATTACK_WEIGHTS),
    defense: weighted(DEFENSE_WEIGHTS),
  };
}
