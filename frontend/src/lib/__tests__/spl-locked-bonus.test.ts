import { describe, expect, it } from '@jest/globals';
import { lockedBonusText } from '@/lib/spl-locked-bonus';

describe('lockedBonusText', () => {
  it('should name the SPL locked and the gameweeks still to play, one gameweek in the singular', () => {
    expect(lockedBonusText({ lockedBonus: 1000, gameweeksUntilUnlocked: 2 })).toBe(
      '1,000 SPL locked until you play 2 more gameweeks',
    );
    expect(lockedBonusText({ lockedBonus: 500, gameweeksUntilUnlocked: 1 })).toBe(
      '500 SPL locked until you play 1 more gameweek',
    );
  });

  it('should say nothing when none is locked', () => {
    expect(lockedBonusText({ lockedBonus: 0, gameweeksUntilUnlocked: 0 })).toBeNull();
  });
});
