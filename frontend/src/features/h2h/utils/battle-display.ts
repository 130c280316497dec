import type { BattleFieldsFragment, BattleResult, BattleStatus } from '@/graphql/__generated__/graphql';
import { toneBadge } from '@/lib/tone-style';

/** Battles still to be played or being played: Active Matches. The others are Battle History. */
const ACTIVE_STATUSES: ReadonlySet<BattleStatus> = new Set(['PENDING', 'ACCEPTED', 'LIVE']);

export function isActive(battle: BattleFieldsFragment): boolean {
  return ACTIVE_STATUSES.has(battle.status);
}

export type H2hTab = 'active' | 'create' | 'history';

export function isTab(value: string): value is H2hTab {
  return value === 'active' || value === 'create' || value === 'history';
}

/**
 * The tab listing battle `id`: Active Matches for one of mine not settled or a challenge I may accept,
 * Battle History for one of mine settled; null while the lists read so far have no such battle.
 */
export function tabListing(
  id: string,
  mine: readonly BattleFieldsFragment[] | undefined,
  open: readonly BattleFieldsFragment[] | undefined,
): H2hTab | null {
  const my = mine?.find((battle) => battle.id === id);
  if (my) return isActive(my) ? 'active' : 'history';
  return open?.some((battle) => battle.id === id) ? 'active' : null;
}

export const statusLabels: Record<BattleStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  LIVE: 'Live',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

export const statusBadgeStyles: Record<BattleStatus, string> = {
  PENDING: toneBadge.amber,
  ACCEPTED: toneBadge.blue,
  LIVE: toneBadge.red,
  COMPLETED: toneBadge.emerald,
  CANCELLED: toneBadge.slate,
  EXPIRED: toneBadge.slate,
};

// A battle's result: win, loss or draw.
export const resultLabels: Record<BattleResult, string> = { WIN: 'Win', LOSS: 'Loss', DRAW: 'Draw' };
