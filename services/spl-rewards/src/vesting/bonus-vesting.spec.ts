import { vestedBonusOf } from './bonus-vesting';

describe('vestedBonusOf', () => {
  it('should lock the whole bonus before any gameweek is played, half after one of two, none after two', () => {
    expect(vestedBonusOf(1000, 0, 2)).toEqual({ lockedBonus: 1000, gameweeksUntilUnlocked: 2 });
    expect(vestedBonusOf(1000, 1, 2)).toEqual({ lockedBonus: 500, gameweeksUntilUnlocked: 1 });
    expect(vestedBonusOf(1000, 2, 2)).toEqual({ lockedBonus: 0, gameweeksUntilUnlocked: 0 });
    expect(vestedBonusOf(1000, 5, 2)).toEqual({ lockedBonus: 0, gameweeksUntilUnlocked: 0 });
  });

  it('should round the locked part up', () => {
    expect(vestedBonusOf(1001, 1, 2).lockedBonus).toBe(501);
    expect(vestedBonusOf(100, 1, 3).lockedBonus).toBe(67);
    expect(vestedBonusOf(1, 2, 3).lockedBonus).toBe(1);
  });

  it('should lock nothing without a bonus or with a vesting of 0 gameweeks', () => {
    expect(vestedBonusOf(0, 0, 2)).toEqual({ lockedBonus: 0, gameweeksUntilUnlocked: 0 });
    expect(vestedBonusOf(1000, 0, 0)).toEqual({ lockedBonus: 0, gameweeksUntilUnlocked: 0 });
  });
});
