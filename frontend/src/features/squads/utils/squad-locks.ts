import type { SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';

/** When a card of the squad locks for the gameweek, and whether its match has kicked off. */
export type CardLock = { lockAt: string | null; locked: boolean };

export type SquadLocks = NonNullable<SquadFieldsFragment['locks']>;

/** The squad's cards' locks by card id (none when no gameweek is ahead). */
export function locksByCard(locks: SquadFieldsFragment['locks']): ReadonlyMap<string, CardLock> {
  return new Map((locks?.cards ?? []).map(({ cardId, lockAt, locked }) => [cardId, { lockAt, locked }]));
}

/** The squad's cards whose match has kicked off. */
export function lockedCardIds(locks: SquadFieldsFragment['locks']): ReadonlySet<string> {
  return new Set((locks?.cards ?? []).filter((card) => card.locked).map((card) => card.cardId));
}

/** "Locked", "Locks Nov 24, 21:05", or nothing when the lock time is not known. */
export function lockLabel(lock: CardLock | undefined): string | undefined {
  if (!lock) return undefined;
  if (lock.locked) return 'Locked';
  return lock.lockAt ? `Locks ${formatShortDateTime(lock.lockAt)}` : undefined;
}

/**
 * Why the card cannot take the armband (captain's or vice-captain's) now, or null when it can: an
 * armband neither reaches nor leaves a player whose match has kicked off (the server refuses it the same way).
 */
export function captaincyBlockedReason(
  cardId: string,
  holderCardId: string | null,
  locks: ReadonlyMap<string, CardLock>,
  armband: 'captain' | 'vice-captain' = 'captain',
): string | null {
  if (locks.get(cardId)?.locked) return 'His match has kicked off: he cannot take the armband now.';
  if (holderCardId && holderCardId !== cardId && locks.get(holderCardId)?.locked) {
    return `Your ${armband}'s match has kicked off: the armband stays with him until the gameweek ends.`;
  }
  return null;
}

/** Why two subs cannot swap bench places now, or null: a sub whose match has kicked off keeps his place. */
export function benchSwapBlockedReason(
  cardIds: readonly string[],
  locks: ReadonlyMap<string, CardLock>,
): string | null {
  return cardIds.some((id) => locks.get(id)?.locked)
    ? 'A sub whose match has kicked off keeps his bench place until the gameweek ends.'
    : null;
}

/**
 * One line on the gameweek's locks: live or not. When the squad next locks is the game clock's countdown
 * panel's to say, on the same page.
 */
export function locksSummary(locks: SquadFieldsFragment['locks']): string | null {
  if (!locks) return null;
  return locks.live
    ? `Gameweek ${locks.gameweek} is live: each player locks at his match's kick-off.`
    : `Gameweek ${locks.gameweek}: each player locks at his match's kick-off.`;
}
