import type { Position } from '@sfl/contracts';
import type { EnginePlayer } from '../engine/match-plan';
import { CLUB_COUNT, generateWorld } from '../world/world-generator';
import { clubStrength, difficultyByClub } from './fixture-difficulty';

const FOUR_THREE_THREE: Position[] = ['GK', 'LB', 'RB', 'CB', 'CB', 'ST', 'LW', 'RW', 'CDM', 'CM', 'CAM'];

let nextId = 0;
const player = (position: Position, overall: number): EnginePlayer => ({
  id: `p${String(nextId++).padStart(4, '0')}`,
  position,
  overall,
});
/** An eleven of one rating, one player for each slot of the 4-3-3. */
const eleven = (overall: number) => FOUR_THREE_THREE.map((position) => player(position, overall));
const squadsOf = (strengths: number[]) =>
  new Map(strengths.map((overall, n) => [`club-${n}`, eleven(overall)]));

describe('clubStrength', () => {
  it('should be the average overall of the eleven, whatever the reserves', () => {
    expect(clubStrength(eleven(70))).toBe(70);
    const reserves = ['GK', 'CB', 'CM', 'ST'].map((position) => player(position as Position, 40));
    expect(clubStrength([...eleven(70), ...reserves])).toBe(70);
  });

  it('should count the eleven the simulator fields, not the eleven highest ratings', () => {
    const keepers = Array.from({ length: 4 }, () => player('GK', 90));
    // One of the four keepers plays; the ten outfield places stay 60s.
    expect(clubStrength([...eleven(60), ...keepers])).toBeCloseTo((90 + 10 * 60) / 11);
  });
});

describe('difficultyByClub', () => {
  it('should rate twenty clubs in fifths, four a rating, the strongest 5 and the weakest 1', () => {
    const strengths = Array.from({ length: 20 }, (_, n) => 50 + n);
    const ratings = difficultyByClub(squadsOf(strengths));
    expect(strengths.map((_, n) => ratings.get(`club-${n}`))).toEqual([
      1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5,
    ]);
  });

  it('should give clubs of equal strength the same, harder rating', () => {
    const ratings = difficultyByClub(squadsOf([80, 70, 70, 60, 50]));
    expect([...ratings.values()]).toEqual([5, 4, 4, 2, 1]);
  });

  it('should rate every club of a generated world between 1 and 5, the strongest 5', () => {
    const world = generateWorld(2026);
    const squads = new Map(
      world.clubs.map((club) => [club.id, world.footballers.filter((f) => f.clubId === club.id)]),
    );
    const ratings = difficultyByClub(squads);
    expect(ratings.size).toBe(CLUB_COUNT);
    for (const rating of ratings.values()) expect([1, 2, 3, 4, 5]).toContain(rating);
    const strongest = [...squads].sort(([, a], [, b]) => clubStrength(b) - clubStrength(a))[0]![0];
    expect(ratings.get(strongest)).toBe(5);
  });
});
