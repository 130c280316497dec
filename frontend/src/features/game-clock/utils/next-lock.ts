export interface UpcomingFixture {
  gameweek: number;
  kickoffAt: string;
  homeClub: { name: string };
  awayClub: { name: string };
}

/** The next moment players lock: one kick-off time, the clubs playing then, and whether it starts a gameweek. */
export interface NextLock {
  at: Date;
  gameweek: number;
  /** the gameweek's first kick-off: its deadline */
  startsGameweek: boolean;
  clubs: string[];
}

/** The earliest upcoming kick-off and every fixture kicking off then; null when nothing is scheduled. */
export function nextLockOf(
  fixtures: readonly UpcomingFixture[],
  nextGameweek: { number: number; deadline: string } | null | undefined,
): NextLock | null {
  const first = fixtures[0];
  if (!first) return null;
  const at = new Date(first.kickoffAt);
  const together = fixtures.filter((fixture) => new Date(fixture.kickoffAt).getTime() === at.getTime());
  return {
    at,
    gameweek: first.gameweek,
    startsGameweek:
      nextGameweek?.number === first.gameweek && new Date(nextGameweek.deadline).getTime() === at.getTime(),
    clubs: together.flatMap((fixture) => [fixture.homeClub.name, fixture.awayClub.name]),
  };
}

/** "in 2 d 03:04:05", "in 04:05", "now" once it has come. */
export function timeUntil(at: Date, now: Date): string {
  const seconds = Math.ceil((at.getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return 'now';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours > 0 || days > 0
      ? `${two(hours)}:${two(minutes)}:${two(seconds % 60)}`
      : `${two(minutes)}:${two(seconds % 60)}`;
  return days > 0 ? `in ${days} d ${clock}` : `in ${clock}`;
}

/** "Alpha, Beta and Gamma". */
export function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
