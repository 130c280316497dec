import { describe, expect, it } from '@jest/globals';
import { awardToastTitle } from '@/features/spl-rewards/utils/award-toast';
import { achievement } from '@/testing/achievement-fixtures';
import { splAwardOfAchievement, splAwardOfReward } from '@/testing/spl-award-fixtures';
import { splBalance, splReward } from '@/testing/spl-fixtures';

describe('award toast', () => {
  it("should name a captain's reward with 'Captain 2x'", () => {
    const award = splAwardOfReward(splReward('r-1', { isCaptain: true, splTokens: 400 }), splBalance(400));
    expect(awardToastTitle(award.splAwarded)).toBe('+400 SPL · Goal by Kofi Brannock (Captain 2x)');
  });

  it('should name other rewards by action and footballer', () => {
    const award = splAwardOfReward(
      splReward('r-2', { actionType: 'penalty_save', footballerName: 'Aldo Ashwell', splTokens: 1000 }),
      splBalance(1000),
    );
    expect(awardToastTitle(award.splAwarded)).toBe('+1,000 SPL · Penalty save by Aldo Ashwell');
  });

  it('should name an unlocked achievement and its SPL', () => {
    const award = splAwardOfAchievement(
      achievement('first-goal', 'First Goal', { tokens: 100 }),
      splBalance(500),
    );
    expect(awardToastTitle(award.splAwarded)).toBe('Achievement unlocked: First Goal +100 SPL');
  });
});
