import { describe, expect, it } from '@jest/globals';
import { splRankText } from '@/features/spl-rewards/utils/spl-display';

describe('SPL display', () => {
  it("should show the rank as '#n', or 'N/A' before the first SPL", () => {
    expect(splRankText(1234)).toBe('#1,234');
    expect(splRankText(null)).toBe('N/A');
  });
});
