import type { LeaguePhase, LeagueStatus } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';
import { toneBadge } from '@/lib/tone-style';

/** The words for a league's status. */
export const leagueStatusLabels: Record<LeagueStatus, string> = {
  ACTIVE: 'active',
  OPEN: 'open',
  CLOSED: 'closed',
};

// Badge colours: active green, open blue, closed red, anything else grey.
const statusBadgeClasses: Record<string, string> = {
  ACTIVE: toneBadge.emerald,
  OPEN: toneBadge.sky,
  CLOSED: toneBadge.red,
};
const otherBadgeClass = toneBadge.slate;

export function leagueStatusBadgeClass(status: string): string {
  return statusBadgeClasses[status] ?? otherBadgeClass;
}

/**
 * The status a league's badge shows: a league being played is active (green), whether or not it still takes
 * members; otherwise its status as the server reads it (open takes members, closed takes none).
 */
export function badgeStatusOf(status: LeagueStatus, phase: LeaguePhase): LeagueStatus {
  return phase === 'RUNNING' ? 'ACTIVE' : status;
}

/** What a closed league's join button says: 'Full' unless it is closed for another reason. */
export function closedJoinLabel(phase: LeaguePhase): string {
  switch (phase) {
    case 'RUNNING':
      return 'Started';
    case 'FINISHED':
      return 'Finished';
    case 'CANCELLED':
      return 'Cancelled';
    default:
      return 'Full';
  }
}

/** Ordinal of a podium place: 1st, 2nd, 3rd. */
export const prizePlaces = ['1st', '2nd', '3rd'] as const;

type PhaseFacts = {
  phase: LeaguePhase;
  startGameweek: number;
  endGameweek: number;
  startDate: string | null;
};

/** Where the league is in its life, in a sentence. */
export function leaguePhaseText({ phase, startGameweek, endGameweek, startDate }: PhaseFacts): string {
  const span = `gameweeks ${startGameweek} to ${endGameweek}`;
  switch (phase) {
    case 'FUNDING':
      return "The creator's prize pool is being confirmed; the league opens once it is held.";
    case 'UPCOMING':
      return startDate ? `Plays ${span}, starting ${formatShortDateTime(startDate)}.` : `Plays ${span}.`;
    case 'RUNNING':
      return `Being played: ${span}. Standings update live.`;
    case 'FINISHED':
      return `Finished after gameweek ${endGameweek}.`;
    case 'CANCELLED':
      return 'Cancelled: every entry fee and prize pool was returned.';
  }
}
