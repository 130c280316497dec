import { formatSpl } from '@/lib/spl-amount';

/** The part of a manager's SPL balance that is bonus not yet unlocked by play (mySplBalance). */
export interface LockedBonus {
  lockedBonus: number;
  gameweeksUntilUnlocked: number;
}

/**
 * "1,000 SPL locked until you play 2 more gameweeks": bonus SPL (achievement rewards) cannot pay
 * other managers until the manager has played; null when none of the balance is locked.
 */
export function lockedBonusText({ lockedBonus, gameweeksUntilUnlocked }: LockedBonus): string | null {
  if (lockedBonus <= 0) return null;
  const gameweeks = gameweeksUntilUnlocked === 1 ? 'gameweek' : 'gameweeks';
  return `${formatSpl(lockedBonus)} locked until you play ${gameweeksUntilUnlocked} more ${gameweeks}`;
}
