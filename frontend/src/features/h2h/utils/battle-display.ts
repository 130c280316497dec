import type { BattleFieldsFragment, BattleResult, BattleStatus } from '@/graphql/__generated__/graphql';

/** Battles still to be played or being played: Active Matches. The others are Battle History. */
const ACTIVE_STATUSES: ReadonlySet<BattleStatus> = new Set(['PENDING', 'ACCEPTED', 'LIVE']);

export function isActive(battle: BattleFieldsFragment): boolean {
  return ACTIVE_STATUSES.has(battle.status);
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
  PENDING: 'border-amber-300 bg-amber-100 text-amber-900',
  ACCEPTED: 'border-blue-300 bg-blue-100 text-blue-900',
  LIVE: 'border-red-300 bg-red-100 text-red-900',
  COMPLETED: 'border-emerald-300 bg-emerald-100 text-emerald-900',
  CANCELLED: 'border-slate-300 bg-slate-100 text-slate-800',
  EXPIRED: 'border-slate-300 bg-slate-100 text-slate-800',
};

// Spec §3: result win, loss or draw.
export const resultLabels: Record<BattleResult, string> = { WIN: 'Win', LOSS: 'Loss', DRAW: 'Draw' };
