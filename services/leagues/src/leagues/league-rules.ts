import type { LeagueEntity } from './entities/league.entity';
import { LeaguesErrors } from '../leagues.errors';
import type { LeaguePhase, LeagueStatus } from './models/league.enums';

/** What a league's status and phase are read from besides its row. */
export interface LeagueMoment {
  /** its start gameweek's deadline has passed */
  started: boolean;
  /** ACTIVE members: a PENDING joiner takes his seat once his entry fee is held */
  seatsTaken: number;
}

type LeagueTerms = Pick<LeagueEntity, 'phase' | 'championship' | 'maxParticipants'>;

/** The stored phase, with RUNNING once the start gameweek's deadline passed (docs/leagues.md). */
export function phaseOf(
  league: Pick<LeagueEntity, 'phase'>,
  { started }: Pick<LeagueMoment, 'started'>,
): LeaguePhase {
  return league.phase === 'UPCOMING' && started ? 'RUNNING' : league.phase;
}

/** Why a manager cannot take a seat now; null when they can. */
export function seatRefusal(league: LeagueTerms, { started, seatsTaken }: LeagueMoment): Error | null {
  if (league.phase === 'FINISHED' || league.phase === 'CANCELLED') return LeaguesErrors.LEAGUE_CLOSED();
  // A championship's league takes members while it runs; a manager's league only before it starts.
  if (started && !league.championship) return LeaguesErrors.LEAGUE_STARTED();
  if (seatsTaken >= league.maxParticipants) return LeaguesErrors.LEAGUE_FULL();
  return null;
}

/** The badge: OPEN or ACTIVE while it takes members, CLOSED otherwise. */
export function statusOf(league: LeagueTerms, moment: LeagueMoment): LeagueStatus {
  if (seatRefusal(league, moment)) return 'CLOSED';
  return league.championship ? 'ACTIVE' : 'OPEN';
}

/**
 * What each place receives from the pot, best first: 2nd and 3rd their prizes when someone holds
 * the place, and the winner everything else (the first prize, the prize pool not given as prizes,
 * the entry fees and any prize whose place nobody holds).
 */
export function prizesByPlace(
  pot: number,
  league: Pick<LeagueEntity, 'secondPrize' | 'thirdPrize'>,
  places: number,
): number[] {
  if (places === 0) return [];
  const others = [league.secondPrize, league.thirdPrize].slice(0, places - 1);
  const given = others.reduce((sum, prize) => sum + prize, 0);
  return [pot - given, ...others, ...Array<number>(Math.max(0, places - 3)).fill(0)];
}
