import { defineExceptions, ErrorCode } from '@sfl/errors';

/** How a market sale splits its price, against the hold it pays out. */
export interface MarketSplit {
  price: number;
  sellerAmount: number;
  fee: number;
  hasSeller: boolean;
  held: number;
}

/** What a competition payout names, against the holds of its stakes. */
export interface StakesPayout {
  /** the payees' amounts together */
  paid: number;
  /** what the stakes named that are held hold together */
  held: number;
  /** stakes with no hold: refused, or never asked for */
  notHeld: string[];
  /** stakes whose hold another settlement already captured or released */
  settled: string[];
  /** stakes named more than once */
  repeated: string[];
}

/** Every failure the spl-rewards subgraph reports, by reason code. Nothing is saved in any of them. */
export const SplRewardsErrors = defineExceptions({
  // Ledger movements (callers are other modules; the codes tell them why a movement was refused)
  INVALID_AMOUNT: {
    code: ErrorCode.BadUserInput,
    message: (amount: number) => `SPL amounts are whole numbers above 0; got ${amount}`,
  },
  INSUFFICIENT_SPL: {
    code: ErrorCode.Conflict,
    // spendable: what of `available` the spending could use (less when bonus SPL is locked)
    message: (needed: number, available: number, spendable: number = available) =>
      `Not enough SPL: ${needed} needed, ${available} available` +
      (spendable < available ? `, ${spendable} of it for paying other managers` : ''),
    details: (needed: number, available: number, spendable: number = available) => ({
      needed,
      available,
      spendable,
    }),
  },
  // The balance covers it, but not once the bonus SPL not yet unlocked by play is set aside.
  BONUS_SPL_LOCKED: {
    code: ErrorCode.Conflict,
    message: (needed: number, available: number, spendable: number) =>
      `Only ${spendable} SPL of your balance can pay other managers yet: bonus SPL unlocks as you play ` +
      `gameweeks (${needed} needed, ${available} held)`,
    details: (needed: number, available: number, spendable: number) => ({ needed, available, spendable }),
  },
  // A bonus credit beyond what is left of the gameweek's global budget (docs/ledger.md, Emission budget).
  BONUS_BUDGET_EXCEEDED: {
    code: ErrorCode.Conflict,
    message: (needed: number, left: number, gameweek: number) =>
      `Gameweek ${gameweek}'s bonus SPL budget has ${left} SPL left: ${needed} SPL of bonus cannot be issued`,
    details: (needed: number, left: number, gameweek: number) => ({ needed, left, gameweek }),
  },
  HOLD_NOT_FOUND: { code: ErrorCode.NotFound, message: (holdId: string) => `No SPL hold ${holdId}` },
  HOLD_ALREADY_SETTLED: {
    code: ErrorCode.Conflict,
    message: (holdId: string, status: string) => `SPL hold ${holdId} is already ${status.toLowerCase()}`,
  },
  CAPTURE_NOT_EQUAL_TO_HOLD: {
    code: ErrorCode.BadUserInput,
    message: (captured: number, held: number) =>
      `A capture pays out the whole hold: ${captured} SPL given for a hold of ${held}`,
  },
  IDEMPOTENCY_KEY_REUSED: {
    code: ErrorCode.Conflict,
    message: (key: string, kind: string) => `Idempotency key ${key} was already used for a ${kind}`,
  },
  // Market purchases (events from nft; a failure sets the event aside for an operator)
  MARKET_SPLIT_NOT_PRICE: {
    code: ErrorCode.BadUserInput,
    message: (purchaseId: string, split: MarketSplit) =>
      `Market sale ${purchaseId} pays ${split.sellerAmount} SPL to ${split.hasSeller ? 'the seller' : 'no seller'} and ` +
      `${split.fee} to the treasury for a price of ${split.price}; ${split.held} SPL are held`,
    details: (purchaseId: string, split: MarketSplit) => ({ purchaseId, ...split }),
  },
  // Competition stakes (events from leagues; a failure sets the event aside for an operator)
  COMPETITION_PAYOUT_NOT_STAKES: {
    code: ErrorCode.BadUserInput,
    message: (settlementId: string, payout: StakesPayout) =>
      [
        `Competition payout ${settlementId} pays ${payout.paid} SPL for stakes that hold ${payout.held}`,
        ...stakeProblems(payout),
      ].join('; '),
    details: (settlementId: string, payout: StakesPayout) => ({ settlementId, ...payout }),
  },
  // Queries
  INVALID_STATEMENT_CURSOR: {
    code: ErrorCode.BadUserInput,
    message: (cursor: string) => `Not a statement cursor: ${cursor} (pass a page's nextCursor)`,
  },
  NEGATIVE_BALANCE: {
    code: ErrorCode.Internal,
    message: 'A ledger movement would have left a balance below 0; nothing was moved',
  },
});

function stakeProblems({ notHeld, settled, repeated }: StakesPayout): string[] {
  const named = { 'not held': notHeld, 'already settled': settled, 'named twice': repeated };
  return Object.entries(named)
    .filter(([, stakeIds]) => stakeIds.length > 0)
    .map(([problem, stakeIds]) => `${problem}: ${stakeIds.join(', ')}`);
}
