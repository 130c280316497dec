import { describe, expect, it } from '@jest/globals';
import { paymentToastTitle } from '@/features/spl-rewards/utils/award-toast';
import { achievement } from '@/testing/achievement-fixtures';
import { splPaymentOfAchievement, splPaymentOfRewards } from '@/testing/spl-payment-fixtures';
import { splBalance, splReward } from '@/testing/spl-fixtures';

describe('payment toast', () => {
  it("should name a captain's reward with 'Captain 2x'", () => {
    const payment = splPaymentOfRewards(
      [splReward('r-1', { isCaptain: true, splTokens: 400 })],
      splBalance(400),
    );
    expect(paymentToastTitle(payment.splPaid)).toBe('+400 SPL · Goal by Kofi Brannock (Captain 2x)');
  });

  it('should name other rewards by action and footballer', () => {
    const payment = splPaymentOfRewards(
      [splReward('r-2', { actionType: 'penalty_save', footballerName: 'Aldo Ashwell', splTokens: 1000 })],
      splBalance(1000),
    );
    expect(paymentToastTitle(payment.splPaid)).toBe('+1,000 SPL · Penalty save by Aldo Ashwell');
  });

  it('should sum a payment of several rewards and name the first and how many more', () => {
    const payment = splPaymentOfRewards(
      [
        splReward('r-3', { splTokens: 400 }),
        splReward('r-4', { actionType: 'assist', splTokens: 200 }),
        splReward('r-5', { actionType: 'clean_sheet', splTokens: 1000 }),
      ],
      splBalance(1600),
    );
    expect(paymentToastTitle(payment.splPaid)).toBe('+1,600 SPL · Goal by Kofi Brannock and 2 more rewards');
    const two = splPaymentOfRewards(payment.splPaid.rewards.slice(0, 2), splBalance(600));
    expect(paymentToastTitle(two.splPaid)).toBe('+600 SPL · Goal by Kofi Brannock and 1 more reward');
  });

  it('should name an unlocked achievement and its SPL', () => {
    const payment = splPaymentOfAchievement(
      achievement('first-goal', 'First Goal', { tokens: 100 }),
      splBalance(500),
    );
    expect(paymentToastTitle(payment.splPaid)).toBe('Achievement unlocked: First Goal +100 SPL');
  });
});
