/** The kinds of ledger account: one per manager, and one each of the system accounts. */
export type AccountKind = 'MANAGER' | 'ISSUANCE' | 'ESCROW' | 'TREASURY';
export type SystemAccountKind = Exclude<AccountKind, 'MANAGER'>;

/**
 * The system accounts' ids (a manager's account id is their user id). Fixed, so that any
 * transaction can name them without a lookup; their rows are created by the first movement.
 */
export const SYSTEM_ACCOUNT_IDS: Readonly<Record<SystemAccountKind, string>> = {
  ISSUANCE: '00000000-0000-4000-8000-000000000001',
  ESCROW: '00000000-0000-4000-8000-000000000002',
  TREASURY: '00000000-0000-4000-8000-000000000003',
};

/** What a ledger transaction does; `kind` (the caller's word: 'spl_reward', 'achievement'…) says why. */
export type LedgerOperation = 'CREDIT' | 'HOLD_PLACE' | 'HOLD_CAPTURE' | 'HOLD_RELEASE';

export type HoldStatus = 'HELD' | 'CAPTURED' | 'RELEASED';

/**
 * The credit kinds that are bonus SPL (docs/ledger.md, Bonus SPL): achievement rewards, Early
 * Adopter's included (the achievements module credits under 'achievement'). Bonus SPL pays other
 * managers only as its manager plays gameweeks; SPL earned by play always does.
 */
export const BONUS_CREDIT_KINDS: readonly string[] = ['achievement'];
