import { stableUuid } from '../shared/stable-uuid';
import { doubleRoundRobin } from './round-robin';

// Matches of a gameweek kick off in slots of three (like a Saturday 12:30 / 15:00 / 17:30 / …).
const MATCHES_PER_SLOT = 3;
const MAX_SLOT_SPACING_MINUTES = 150;

export interface SeasonSettings {
  seed: number;
  startsAt: Date;
  gameweekLengthMinutes: number;
}

export interface ScheduledFixture {
  id: string;
  gameweek: number;
  kickoffAt: Date;
  homeClubId: string;
  awayClubId: string;
}

/** Gameweek g (1-based) starts at the season start + (g − 1) × the gameweek length. */
export function gameweekStart(settings: SeasonSettings, gameweek: number): Date {
  return new Date(settings.startsAt.getTime() + (gameweek - 1) * settings.gameweekLengthMinutes * 60_000);
}

export function seasonFixtures(settings: SeasonSettings, clubIds: readonly string[]): ScheduledFixture[] {
  const slotSpacingMs = Math.min(MAX_SLOT_SPACING_MINUTES, settings.gameweekLengthMinutes / 8) * 60_000;
  return doubleRoundRobin(clubIds).flatMap((round, index) => {
    const gameweek = index + 1;
    const start = gameweekStart(settings, gameweek).getTime();
    return round.map((pairing, n) => ({
      id: stableUuid(`${settings.seed}:match:${gameweek}:${n}`),
      gameweek,
      kickoffAt: new Date(start + Math.floor(n / MATCHES_PER_SLOT) * slotSpacingMs),
      homeClubId: pairing.home,
      awayClubId: pairing.away,
    }));
  });
}
