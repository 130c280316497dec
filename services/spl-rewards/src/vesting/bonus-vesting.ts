/** Where a manager's bonus SPL stands: what of it cannot pay other managers yet, and for how long. */
export interface VestedBonus {
  /** the bonus SPL not yet unlocked by play */
  lockedBonus: number;
  /** gameweeks still to play before all of it is unlocked; 0 when none is locked */
  gameweeksUntilUnlocked: number;
}

export const NOTHING_LOCKED: VestedBonus = { lockedBonus: 0, gameweeksUntilUnlocked: 0 };

/**
 * Bonus SPL unlocks with play (docs/ledger.md, Bonus SPL): locked = ceil(bonus × (1 − min(1,
 * played / vestingGameweeks))). Whole numbers throughout, so a bonus of any size rounds the same
 * way; vestingGameweeks 0 locks nothing.
 */
export function vestedBonusOf(
  bonusReceived: number,
  gameweeksPlayed: number,
  vestingGameweeks: number,
): VestedBonus {
  const unplayed = Math.max(0, vestingGameweeks - gameweeksPlayed);
  if (bonusReceived <= 0 || unplayed === 0) return NOTHING_LOCKED;
  return {
    lockedBonus: Math.ceil((bonusReceived * unplayed) / vestingGameweeks),
    gameweeksUntilUnlocked: unplayed,
  };
}
