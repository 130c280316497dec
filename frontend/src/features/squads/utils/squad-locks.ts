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
 * Why the card cannot be made captain now, or null when it can: the armband neither reaches nor
 * leaves a player whose match has kicked off (the server refuses it the same way).
 */
export function captaincyBlockedReason(
  cardId: string,
  captainCardId: string | null,
  locks: ReadonlyMap<string, CardLock>,
): string | null {
  if (locks.get(cardId)?.locked) return 'His match has kicked off: he cannot take the armband now.';
  if (captainCardId && captainCardId !== cardId && locks.get(captainCardId)?.locked) {
    return "Your captain's match has kicked off: the armband stays with him until the gameweek ends.";
  }
  return null;
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
