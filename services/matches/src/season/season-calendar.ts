import { stableUuid } from '../shared/stable-uuid';
import { doubleRoundRobin } from './round-robin';

// Matches of a gameweek kick off in slots of three (like a Saturday 12:30 / 15:00 / 17:30 / …).
const MATCHES_PER_SLOT = 3;
const MAX_SLOT_SPACING_MINUTES = 150;

const slotSpacingMinutes = (gameweekLengthMinutes: number) =>
  Math.min(MAX_SLOT_SPACING_MINUTES, gameweekLengthMinutes / 8);

export interface SeasonSettings {
  seed: number;
  startsAt: Date;
  gameweekLengthMinutes: number;
}

export interface ScheduledFixture {
  id: string;
  season: number;
  gameweek: number;
  kickoffAt: Date;
  homeClubId: string;
  awayClubId: string;
}

/** Gameweek g (1-based) starts at the season start + (g − 1) × the gameweek length. */
export function gameweekStart(settings: SeasonSettings, gameweek: number): Date {
  return new Date(settings.startsAt.getTime() + (gameweek - 1) * settings.gameweekLengthMinutes * 60_000);
}

/** Gameweek numbers keep counting across seasons: season n plays the n-th run of `perSeason` gameweeks. */
export function seasonGameweeks(season: number, perSeason: number): { first: number; last: number } {
  return { first: (season - 1) * perSeason + 1, last: season * perSeason };
}

/** The season a gameweek number falls in. */
export function seasonOf(gameweek: number, perSeason: number): number {
  return Math.ceil(gameweek / perSeason);
}

/** How many gameweeks a season of these clubs has: a double round robin. */
export function gameweeksPerSeason(clubCount: number): number {
  return 2 * (clubCount - 1);
}

// Season 1 keeps the ids it had before seasons were numbered.
const fixtureId = (seed: number, season: number, gameweek: number, n: number) =>
  stableUuid(
    season === 1 ? `${seed}:match:${gameweek}:${n}` : `${seed}:season:${season}:match:${gameweek}:${n}`,
  );

/**
 * The fixtures of one season: a double round robin of the clubs, the gameweeks numbered on from
 * the previous season's, each kicking off at its place in the continuing calendar.
 */
export function seasonFixtures(
  settings: SeasonSettings,
  clubIds: readonly string[],
  season = 1,
): ScheduledFixture[] {
  const slotSpacingMs = slotSpacingMinutes(settings.gameweekLengthMinutes) * 60_000;
  const { first } = seasonGameweeks(season, gameweeksPerSeason(clubIds.length));
  return doubleRoundRobin(clubIds).flatMap((round, index) => {
    const gameweek = first + index;
    const start = gameweekStart(settings, gameweek).getTime();
    return round.map((pairing, n) => ({
      id: fixtureId(settings.seed, season, gameweek, n),
      season,
      gameweek,
      kickoffAt: new Date(start + Math.floor(n / MATCHES_PER_SLOT) * slotSpacingMs),
      homeClubId: pairing.home,
      awayClubId: pairing.away,
    }));
  });
}

/**
 * Whether a gameweek's matches are all over before the next gameweek starts: its last slot kicks off,
 * and a match lasting `matchMinutes` game minutes plays at `speed` game minutes per minute.
 */
export function gameweekPlaysOut(
  gameweekLengthMinutes: number,
  clubCount: number,
  matchMinutes: number,
  speed: number,
): boolean {
  const lastSlot = Math.ceil(clubCount / 2 / MATCHES_PER_SLOT) - 1;
  const lastFullTime = lastSlot * slotSpacingMinutes(gameweekLengthMinutes) + matchMinutes / speed;
  return lastFullTime < gameweekLengthMinutes;
}
