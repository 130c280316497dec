import { HARDEST_FIXTURE } from '@sfl/contracts';
import { pickLineup } from '../engine/lineup-picker';
import type { EnginePlayer } from '../engine/match-plan';

/** Ratings run from 1 (easiest) to this (hardest): the clubs in fifths. */
export const HARDEST = HARDEST_FIXTURE;

/** A club's strength: the average overall of its best eleven, the 4-3-3 the simulator fields from a full squad. */
export function clubStrength(squad: readonly EnginePlayer[]): number {
  const { starters } = pickLineup(squad);
  if (!starters.length) return 0;
  return starters.reduce((sum, player) => sum + player.overall, 0) / starters.length;
}

/**
 * Each club's difficulty as an opponent, 1 to 5: the clubs ranked by strength and split in fifths,
 * the strongest fifth 5. A club's place is how many clubs are stronger, so clubs of equal strength
 * share a rating. The venue does not change it: the home advantage is the same for every club
 * (docs/player-figures.md).
 */
export function difficultyByClub(squads: ReadonlyMap<string, readonly EnginePlayer[]>): Map<string, number> {
  const strengths = [...squads].map(([clubId, squad]) => ({ clubId, strength: clubStrength(squad) }));
  return new Map(
    strengths.map(({ clubId, strength }) => {
      const stronger = strengths.filter((other) => other.strength > strength).length;
      return [clubId, HARDEST - Math.floor((stronger * HARDEST) / strengths.length)];
    }),
  );
}
