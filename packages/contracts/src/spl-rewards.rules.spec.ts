import { POSITION_GROUPS } from './football';
import { SPL_ACTION_TYPES, SPL_CAPTAIN_LABEL, SPL_REWARDS, splRewardFor } from './spl-rewards.rules';

describe('SPL rewards', () => {
  it('should pay a goal by the scorer position group', () => {
    expect(POSITION_GROUPS.map((group) => splRewardFor('goal', group, false))).toEqual([800, 500, 250, 200]);
  });

  it('should pay assists, clean sheets and penalty saves the same to every group', () => {
    for (const group of POSITION_GROUPS) {
      expect(splRewardFor('assist', group, false)).toBe(200);
      expect(splRewardFor('clean_sheet', group, false)).toBe(300);
      expect(splRewardFor('penalty_save', group, false)).toBe(500);
    }
  });

  it("should double the captain's rewards and say so as 'Captain 2x'", () => {
    expect(splRewardFor('goal', 'ATT', true)).toBe(400);
    expect(SPL_CAPTAIN_LABEL).toBe('Captain 2x');
  });

  it('should have one row per action type', () => {
    expect(SPL_REWARDS.map((rule) => rule.actionType)).toEqual([...SPL_ACTION_TYPES]);
  });
});
