import { clientViewOf } from '@sfl/testing';
import { SplRewardsErrors } from './spl-rewards.errors';

// Every code keeps its class and message: the services that move SPL branch on the codes.
describe('SplRewardsErrors', () => {
  it.each([
    [
      'INVALID_AMOUNT',
      () => SplRewardsErrors.INVALID_AMOUNT(0),
      'BAD_USER_INPUT',
      400,
      'SPL amounts are whole numbers above 0; got 0',
    ],
    [
      'INSUFFICIENT_SPL',
      () => SplRewardsErrors.INSUFFICIENT_SPL(300, 200),
      'CONFLICT',
      409,
      'Not enough SPL: 300 needed, 200 available',
    ],
    [
      'INSUFFICIENT_SPL',
      () => SplRewardsErrors.INSUFFICIENT_SPL(300, 200, 50),
      'CONFLICT',
      409,
      'Not enough SPL: 300 needed, 200 available, 50 of it for paying other managers',
    ],
    [
      'BONUS_SPL_LOCKED',
      () => SplRewardsErrors.BONUS_SPL_LOCKED(300, 1000, 0),
      'CONFLICT',
      409,
      'Only 0 SPL of your balance can pay other managers yet: bonus SPL unlocks as you play gameweeks (300 needed, 1000 held)',
    ],
    [
      'BONUS_BUDGET_EXCEEDED',
      () => SplRewardsErrors.BONUS_BUDGET_EXCEEDED(1000, 500, 3),
      'CONFLICT',
      409,
      "Gameweek 3's bonus SPL budget has 500 SPL left: 1000 SPL of bonus cannot be issued",
    ],
    ['HOLD_NOT_FOUND', () => SplRewardsErrors.HOLD_NOT_FOUND('h-1'), 'NOT_FOUND', 404, 'No SPL hold h-1'],
    [
      'INVALID_STATEMENT_CURSOR',
      () => SplRewardsErrors.INVALID_STATEMENT_CURSOR('abc'),
      'BAD_USER_INPUT',
      400,
      "Not a statement cursor: abc (pass a page's nextCursor)",
    ],
    [
      'HOLD_ALREADY_SETTLED',
      () => SplRewardsErrors.HOLD_ALREADY_SETTLED('h-1', 'RELEASED'),
      'CONFLICT',
      409,
      'SPL hold h-1 is already released',
    ],
    [
      'CAPTURE_NOT_EQUAL_TO_HOLD',
      () => SplRewardsErrors.CAPTURE_NOT_EQUAL_TO_HOLD(90, 100),
      'BAD_USER_INPUT',
      400,
      'A capture pays out the whole hold: 90 SPL given for a hold of 100',
    ],
    [
      'IDEMPOTENCY_KEY_REUSED',
      () => SplRewardsErrors.IDEMPOTENCY_KEY_REUSED('k', 'HOLD_PLACE'),
      'CONFLICT',
      409,
      'Idempotency key k was already used for a HOLD_PLACE',
    ],
    [
      'MARKET_SPLIT_NOT_PRICE',
      () =>
        SplRewardsErrors.MARKET_SPLIT_NOT_PRICE('p-1', {
          price: 100,
          sellerAmount: 90,
          fee: 5,
          hasSeller: true,
          held: 100,
        }),
      'BAD_USER_INPUT',
      400,
      'Market sale p-1 pays 90 SPL to the seller and 5 to the treasury for a price of 100; 100 SPL are held',
    ],
    [
      'COMPETITION_PAYOUT_NOT_STAKES',
      () =>
        SplRewardsErrors.COMPETITION_PAYOUT_NOT_STAKES('s-1', {
          paid: 300,
          held: 250,
          notHeld: ['k-1'],
          settled: ['k-2', 'k-3'],
          repeated: [],
        }),
      'BAD_USER_INPUT',
      400,
      'Competition payout s-1 pays 300 SPL for stakes that hold 250; not held: k-1; already settled: k-2, k-3',
    ],
  ] as const)('%s keeps its class and message', (reason, make, code, status, message) => {
    expect(clientViewOf(make())).toEqual([reason, code, status, message]);
  });

  it('should carry the figures of a refusal for the market’s answer', () => {
    expect(SplRewardsErrors.INSUFFICIENT_SPL(300, 200).details).toEqual({
      needed: 300,
      available: 200,
      spendable: 200,
    });
    expect(SplRewardsErrors.BONUS_SPL_LOCKED(300, 1000, 250).details).toEqual({
      needed: 300,
      available: 1000,
      spendable: 250,
    });
  });
});
