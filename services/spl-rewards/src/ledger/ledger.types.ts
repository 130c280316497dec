import type { HoldStatus } from './ledger-accounts';

/** A manager's SPL: what they hold now and everything ever issued to them. */
export interface SplBalanceFigures {
  currentBalance: number;
  totalEarned: number;
}

/** What a spending reads of a manager's account: the balance, and how much of what came in was bonus. */
export interface SpendingFigures {
  currentBalance: number;
  /** every SPL credited to the manager as bonus (achievement rewards), whatever he spent since */
  bonusReceived: number;
}

/** New SPL issued to a manager (a reward, an achievement): ISSUANCE → the manager. */
export interface CreditInput {
  /** unique per movement: the same key again changes nothing and answers the first result */
  idempotencyKey: string;
  managerId: string;
  /** whole SPL, above 0 */
  amount: number;
  /** why, in the caller's words: 'spl_reward', 'achievement' */
  kind: string;
  /** what it is about (a reward id, an achievement id) */
  reference?: string | null;
}

export interface CreditResult {
  /** false: the key had been applied before, and nothing changed now */
  applied: boolean;
  /** the manager's balance right after this credit (the first time it was applied) */
  balance: SplBalanceFigures;
}

/** SPL set aside from a manager's balance into ESCROW, for a purchase, a fee or a wager. */
export interface PlaceHoldInput {
  idempotencyKey: string;
  managerId: string;
  amount: number;
  kind: string;
  reference?: string | null;
  /**
   * What of the balance the hold may not use (0 when unset): the bonus SPL not yet unlocked by
   * play, for SPL that may end with other managers. Reckoned from lockForSpending's figures.
   */
  untouchable?: number;
}

export interface PlaceHoldResult {
  applied: boolean;
  /** what capture and release name */
  holdId: string;
  /** the manager's balance right after the hold was placed */
  balance: SplBalanceFigures;
}

/** A hold as placed, and where it stands. */
export interface PlacedHold {
  id: string;
  /** the manager it was taken from */
  managerId: string;
  amount: number;
  status: HoldStatus;
}

/** A hold paid out: to one or more managers and/or the treasury, together exactly the hold. */
export interface CaptureHoldInput {
  idempotencyKey: string;
  holdId: string;
  payees: readonly { managerId: string; amount: number }[];
  /** the part kept as a fee (0 or more) */
  treasury?: number;
  kind: string;
}

/** A hold given back to the manager who placed it. */
export interface ReleaseHoldInput {
  idempotencyKey: string;
  holdId: string;
  kind: string;
}

export interface SettleHoldResult {
  applied: boolean;
  holdId: string;
}

/** The ledger's totals; balanced when balances + escrow + treasury = issued and escrow = open holds. */
export interface LedgerInvariant {
  /** everything ever issued: the sum of the managers' total earned */
  issued: number;
  balances: number;
  /** ESCROW's balance: the open holds (the audit: the sum of its entries, which must equal them) */
  escrow: number;
  /** the sum of TREASURY's entries */
  treasury: number;
  holds: number;
  balanced: boolean;
}

/** One gameweek's global budget of bonus SPL (docs/ledger.md, Emission budget). */
export interface BonusBudget {
  /** 0 before the first deadline */
  gameweek: number;
  budget: number;
  /** bonus SPL issued from it */
  issued: number;
  /** a reward did not fit what was left: the gameweek issues no more bonus */
  spent: boolean;
}

/** SPL that came in through one source: a credit kind (bonus kinds per reference) or a kind paying TREASURY. */
export interface SourceTotal {
  /** the ledger transaction's kind ('spl_reward', 'market_sale'…) */
  kind: string;
  /** for bonus kinds, what it was for (the achievement id); null otherwise */
  reference: string | null;
  amount: number;
}

/** The invariant plus what only a full pass over the entries shows (the check command, tests). */
export interface LedgerAudit extends LedgerInvariant {
  /** minus the ISSUANCE account's balance (the sum of its entries): equal to `issued` */
  issuedByIssuance: number;
  /** the sum of ESCROW's entries: equal to the open holds */
  escrowByEntries: number;
  /** transactions whose entries do not sum to zero */
  unbalancedTransactions: number;
  /** accounts whose kept balance (or a manager's total earned or bonus received) differs from their entries */
  driftedAccounts: number;
  /** accounts below zero (the CHECK constraint makes this 0 unless it was dropped) */
  negativeAccounts: number;
  /** bonus SPL credited minus what the gameweeks' budgets counted as issued: 0 unless one went around them */
  bonusOutsideBudget: number;
  /** SPL issued, by credit kind (bonus kinds by reference too), largest first */
  issuedBySource: SourceTotal[];
  /** SPL the TREASURY took in, by the kind of movement that paid it (market fees…), largest first */
  collectedBySource: SourceTotal[];
  /** every gameweek's bonus budget, oldest first */
  bonusBudgets: BonusBudget[];
}
