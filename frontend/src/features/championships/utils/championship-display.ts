import type {
  ChampionshipLeagueType,
  ChampionshipStatus,
} from '@/features/championships/api/championships.rest';
import { toneBadge } from '@/lib/tone-style';

/** What a card's button does: open the pre-registration modal, join the league, or nothing (disabled). */
export type ChampionshipAction = 'pre-register' | 'join' | null;

type StatusDisplay = {
  /** The card's status badge; none for a status that shows none. */
  badge: { label: string; className: string } | null;
  button: { label: string; action: ChampionshipAction };
};

// Each status's badge and button.
const statusDisplays: Record<ChampionshipStatus, StatusDisplay> = {
  pre_registration: {
    badge: { label: 'Pre-Registration Open', className: toneBadge.blue },
    button: { label: 'Pre-Register Now', action: 'pre-register' },
  },
  upcoming: {
    badge: { label: 'Upcoming', className: toneBadge.amber },
    button: { label: 'Not Available', action: null },
  },
  active: { badge: null, button: { label: 'Join Championship', action: 'join' } },
  completed: { badge: null, button: { label: 'Completed', action: null } },
};

export function statusDisplay(status: ChampionshipStatus): StatusDisplay {
  return statusDisplays[status];
}

const leagueTypeLabels: Record<ChampionshipLeagueType, string> = {
  super: 'Super',
  test_championship: 'Test Championship',
  other: 'Other',
};

export function leagueTypeLabel(leagueType: ChampionshipLeagueType): string {
  return leagueTypeLabels[leagueType];
}

/** The pre-registration list shows this many, most recent first, then '+N more registered'. */
export const RECENT_PRE_REGISTRATIONS = 3;

export function splitRecent<T>(items: readonly T[]): { recent: readonly T[]; more: number } {
  return {
    recent: items.slice(0, RECENT_PRE_REGISTRATIONS),
    more: Math.max(0, items.length - RECENT_PRE_REGISTRATIONS),
  };
}
