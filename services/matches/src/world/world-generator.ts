import type { Position, Rarity } from '@sfl/contracts';
import { rarityFor } from '../football/rarity';
import { SeededRandom } from '../shared/seeded-random';
import { stableUuid } from '../shared/stable-uuid';
import { CLUB_SUFFIXES, FIRST_NAMES, LAST_NAMES, TOWNS } from './world-names';

export const CLUB_COUNT = 20;

// 26 players: 3 GK, 9 DEF, 8 MID, 6 ATT, enough cover for every slot of a 4-3-3.
const SQUAD_COUNTS: readonly (readonly [Position, number])[] = [
  ['GK', 3],
  ['LB', 2],
  ['CB', 4],
  ['RB', 2],
  ['LWB', 1],
  ['CDM', 2],
  ['CM', 3],
  ['CAM', 1],
  ['LM', 1],
  ['RM', 1],
  ['ST', 2],
  ['LW', 2],
  ['RW', 2],
];
const SQUAD_TEMPLATE: readonly Position[] = SQUAD_COUNTS.flatMap(([position, count]) =>
  Array.from({ length: count }, () => position),
);

const MIN_OVERALL = 60;
const MAX_REGULAR_OVERALL = 84;

export interface GeneratedClub {
  id: string;
  index: number;
  name: string;
  shortName: string;
}

export interface GeneratedFootballer {
  id: string;
  clubId: string;
  name: string;
  position: Position;
  overall: number;
  rarity: Rarity;
}

export interface GeneratedWorld {
  seed: number;
  clubs: GeneratedClub[];
  footballers: GeneratedFootballer[];
}

/** The whole football world of a seed: the same seed always gives the same clubs, players and ids. */
export function generateWorld(seed: number): GeneratedWorld {
  const random = SeededRandom.of(seed, 'world');
  const towns = random.shuffle(TOWNS).slice(0, CLUB_COUNT);
  const clubs = towns.map(([town, shortName], index) => ({
    id: stableUuid(`${seed}:club:${index}`),
    index,
    name: `${town} ${random.pick(CLUB_SUFFIXES)}`,
    shortName,
  }));
  const usedNames = new Set<string>();
  const footballers = clubs.flatMap((club) => generateSquad(seed, club, random, usedNames));
  return { seed, clubs, footballers };
}

function generateSquad(
  seed: number,
  club: GeneratedClub,
  random: SeededRandom,
  usedNames: Set<string>,
): GeneratedFootballer[] {
  // Clubs differ in depth: a strong club's regulars sit around 78, a weak one's around 66.
  const strength = 66 + random.next() * 12;
  const ratings = SQUAD_TEMPLATE.map((position) => {
    const keeperPenalty = position === 'GK' ? 1 : 0;
    const rating = Math.round(strength + random.normal() * 4 - keeperPenalty);
    return Math.min(MAX_REGULAR_OVERALL, Math.max(MIN_OVERALL, rating));
  });
  // One to three stars per club; only a few in the league reach 90.
  const starCount = random.int(1, 3);
  for (const slot of random.shuffle(SQUAD_TEMPLATE.map((_, i) => i)).slice(0, starCount)) {
    ratings[slot] = 85 + Math.floor(random.next() ** 2.5 * 10);
  }
  return SQUAD_TEMPLATE.map((position, n) => ({
    id: stableUuid(`${seed}:club:${club.index}:footballer:${n}`),
    clubId: club.id,
    name: uniqueName(random, usedNames),
    position,
    overall: ratings[n]!,
    rarity: rarityFor(ratings[n]!),
  }));
}

function uniqueName(random: SeededRandom, usedNames: Set<string>): string {
  for (;;) {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    if (!usedNames.has(name)) {
      usedNames.add(name);
      return name;
    }
  }
}
