import { CHAMPIONSHIP_STATUSES, type ChampionshipStatus } from '@sfl/contracts';

/** How far the gameweeks have got, as the championships' projection of matches.events knows. */
export interface GameweekProgress {
  /** the highest gameweek whose deadline has passed (it is live or over); 0 before the first */
  liveThrough: number;
  /** the gameweeks whose last match is final */
  finished: ReadonlySet<number>;
}

export interface StatusInputs {
  startGameweek: number;
  endGameweek: number;
  registrationDeadline: Date | null;
  registrationGameweek: number | null;
}

/** Whether pre-registration is over: its deadline passed, or the gameweek that closes it went live. */
export function registrationClosed(c: StatusInputs, progress: GameweekProgress, now: Date): boolean {
  const deadlinePassed = c.registrationDeadline !== null && now >= c.registrationDeadline;
  const gameweekLive = c.registrationGameweek !== null && progress.liveThrough >= c.registrationGameweek;
  return deadlinePassed || gameweekLive;
}

/**
 * The status the facts call for: completed once its end gameweek is finished, active once
 * its start gameweek is live, upcoming once pre-registration is over, else pre_registration.
 */
export function statusFor(c: StatusInputs, progress: GameweekProgress, now: Date): ChampionshipStatus {
  if (progress.finished.has(c.endGameweek)) return 'completed';
  if (progress.liveThrough >= c.startGameweek) return 'active';
  if (registrationClosed(c, progress, now)) return 'upcoming';
  return 'pre_registration';
}

/**
 * The statuses a championship passes through from `current` to `target`, in order (none when the
 * target is not later: a status never goes back). A jump (pre_registration to active) passes each.
 */
export function statusesBetween(
  current: ChampionshipStatus,
  target: ChampionshipStatus,
): ChampionshipStatus[] {
  const from = CHAMPIONSHIP_STATUSES.indexOf(current);
  const to = CHAMPIONSHIP_STATUSES.indexOf(target);
  return CHAMPIONSHIP_STATUSES.slice(from + 1, Math.max(from + 1, to + 1));
}
