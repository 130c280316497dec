import { Inject, Injectable, Optional } from '@nestjs/common';
import { isExceptionFrom } from '@sfl/errors';
import type { EntityManager } from 'typeorm';
import {
  BONUS_SPL_PER_GAMEWEEK_GLOBAL,
  DEFAULT_BONUS_SPL_PER_GAMEWEEK_GLOBAL,
} from '../config/spl-rewards.config';
import { SplRewardsErrors } from '../spl-rewards.errors';
import { bonusLeft } from './bonus-budget';
import { BONUS_CREDIT_KINDS, type LedgerOperation, SYSTEM_ACCOUNT_IDS } from './ledger-accounts';
import { type EntryRow, LedgerRepository, type RecordedResult } from './ledger.repository';
import type {
  BonusBudget,
  CaptureHoldInput,
  CreditInput,
  CreditResult,
  LedgerAudit,
  LedgerInvariant,
  PlacedHold,
  PlaceHoldInput,
  PlaceHoldResult,
  ReleaseHoldInput,
  SettleHoldResult,
  SpendingFigures,
  SplBalanceFigures,
} from './ledger.types';

// PostgreSQL's check_violation: a balance CHECK refused a movement that the rules below let through.
const CHECK_VIOLATION = '23514';

/**
 * The SPL ledger (docs/ledger.md). Every movement runs in the caller's transaction (`manager`),
 * so a consumer applies its ledger effects, its own rows and its outbox events all at once or
 * not at all; each is one ledger transaction under the caller's idempotency key.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly ledger: LedgerRepository,
    // Tools that only read the ledger (check-ledger, benches) build it without the setting.
    @Optional()
    @Inject(BONUS_SPL_PER_GAMEWEEK_GLOBAL)
    private readonly bonusPerGameweek: number = DEFAULT_BONUS_SPL_PER_GAMEWEEK_GLOBAL,
  ) {}

  /**
   * Issues `amount` new SPL to a manager (ISSUANCE → manager); their totalEarned grows with it.
   * Bonus SPL (BONUS_CREDIT_KINDS) is also drawn from the latest gameweek's global budget: beyond
   * what is left, or once the gameweek is spent, refused with BONUS_BUDGET_EXCEEDED and nothing moves.
   */
  async credit(manager: EntityManager, credit: CreditInput): Promise<CreditResult> {
    return (await this.creditMany(manager, [credit]))[0]!;
  }

  /**
   * `credit` for many at once, in a few statements whatever their number (an action can reward
   * thousands of managers). Results in the order of `credits`.
   */
  async creditMany(manager: EntityManager, credits: readonly CreditInput[]): Promise<CreditResult[]> {
    if (credits.length === 0) return [];
    credits.forEach((credit) => assertAmount(credit.amount));
    return this.translatingChecks(async () => {
      const opened = await this.ledger.claim(manager, 'CREDIT', credits.map(claimOf));
      // A key given twice in one call is applied once, at its first place.
      const firstOfKey = new Map<string, CreditInput>();
      for (const credit of credits)
        if (opened.has(credit.idempotencyKey) && !firstOfKey.has(credit.idempotencyKey))
          firstOfKey.set(credit.idempotencyKey, credit);
      const fresh = [...firstOfKey.values()];
      const applied = new Map<string, SplBalanceFigures>();
      if (fresh.length) {
        await this.drawBonusBudget(manager, fresh, [...opened.values()]);
        await this.ledger.ensureAccounts(manager, 'ISSUANCE', [SYSTEM_ACCOUNT_IDS.ISSUANCE]);
        await this.ledger.ensureAccounts(
          manager,
          'MANAGER',
          fresh.map((credit) => credit.managerId),
        );
        const figures = await this.ledger.lockManagers(
          manager,
          fresh.map((credit) => credit.managerId),
        );
        const entries: EntryRow[] = [];
        for (const credit of fresh) {
          const before = figures.get(credit.managerId)!;
          const after = {
            currentBalance: before.currentBalance + credit.amount,
            totalEarned: before.totalEarned + credit.amount,
          };
          figures.set(credit.managerId, after);
          const transactionId = opened.get(credit.idempotencyKey)!;
          entries.push(managerEntry(transactionId, credit.managerId, credit.amount, after), {
            transactionId,
            accountId: SYSTEM_ACCOUNT_IDS.ISSUANCE,
            amount: -credit.amount,
            balanceAfter: null,
            earnedAfter: null,
          });
          applied.set(credit.idempotencyKey, after);
        }
        await this.ledger.setManagerFigures(manager, figures, bonusesOf(fresh));
        await this.ledger.insertEntries(manager, entries);
      }
      const repeated = await this.recorded(
        manager,
        'CREDIT',
        credits.filter((credit) => !opened.has(credit.idempotencyKey)).map((credit) => credit.idempotencyKey),
      );
      return credits.map((credit) => {
        const first = firstOfKey.get(credit.idempotencyKey) === credit;
        const balance = applied.get(credit.idempotencyKey) ?? repeated.get(credit.idempotencyKey)!.balance;
        return { applied: first, balance };
      });
    });
  }

  /**
   * Locks the latest gameweek's global bonus budget until the transaction ends (opening gameweek 0
   * when none is) and answers it: a payer of bonus SPL reckons what fits from it, and no other
   * bonus credit lands in between. Taken before any manager's account, as creditMany takes it.
   */
  lockBonusBudget(manager: EntityManager): Promise<BonusBudget> {
    return this.ledger.lockLatestBonusBudget(manager, this.bonusPerGameweek);
  }

  /**
   * Opens `gameweek`'s bonus budget at the setting in force (its deadline passed), unless a
   * gameweek as late is open already; from then on bonus credits draw on it.
   */
  async openBonusGameweek(manager: EntityManager, gameweek: number): Promise<void> {
    await this.lockBonusBudget(manager);
    await this.ledger.openBonusGameweek(manager, gameweek, this.bonusPerGameweek);
  }

  /**
   * Marks the latest gameweek's budget spent: a reward did not fit what was left, so the gameweek
   * issues no more bonus and no later reward overtakes the one waiting.
   */
  async markBonusBudgetSpent(manager: EntityManager): Promise<void> {
    const { gameweek } = await this.lockBonusBudget(manager);
    await this.ledger.markBonusBudgetSpent(manager, gameweek);
  }

  /**
   * Moves `amount` from the manager to ESCROW, or refuses with INSUFFICIENT_SPL and moves nothing.
   * It may not use the `untouchable` part of the balance (bonus SPL not yet unlocked, for a hold
   * that pays other managers): refused with BONUS_SPL_LOCKED when only that stands in its way.
   * The hold stays until captureHold or releaseHold settles it.
   */
  async placeHold(manager: EntityManager, hold: PlaceHoldInput): Promise<PlaceHoldResult> {
    assertAmount(hold.amount);
    return this.translatingChecks(async () => {
      const transactionId = (await this.ledger.claim(manager, 'HOLD_PLACE', [claimOf(hold)])).get(
        hold.idempotencyKey,
      );
      if (!transactionId) {
        const first = (await this.recorded(manager, 'HOLD_PLACE', [hold.idempotencyKey])).get(
          hold.idempotencyKey,
        )!;
        return { applied: false, holdId: first.transactionId, balance: first.balance };
      }
      const untouchable = hold.untouchable ?? 0;
      const after = await this.ledger.debitManagerIfCovered(
        manager,
        hold.managerId,
        hold.amount,
        untouchable,
      );
      if (!after) {
        const { currentBalance } = await this.ledger.balanceOf(hold.managerId, manager);
        const spendable = Math.max(0, currentBalance - untouchable);
        await this.ledger.unclaim(manager, transactionId);
        if (hold.amount <= currentBalance)
          throw SplRewardsErrors.BONUS_SPL_LOCKED(hold.amount, currentBalance, spendable);
        throw SplRewardsErrors.INSUFFICIENT_SPL(hold.amount, currentBalance, spendable);
      }
      await this.ledger.insertEntries(manager, [
        managerEntry(transactionId, hold.managerId, -hold.amount, after),
        ...(await this.systemEntries(manager, transactionId, { ESCROW: hold.amount })),
      ]);
      await this.ledger.insertHold(manager, {
        id: transactionId,
        managerId: hold.managerId,
        amount: hold.amount,
        reference: hold.reference ?? null,
      });
      return { applied: true, holdId: transactionId, balance: after };
    });
  }

  /** Pays a hold out of ESCROW to the payees and/or the treasury; together exactly the hold, once. */
  async captureHold(manager: EntityManager, capture: CaptureHoldInput): Promise<SettleHoldResult> {
    const fee = capture.treasury ?? 0;
    capture.payees.forEach((payee) => assertAmount(payee.amount));
    if (fee !== 0) assertAmount(fee);
    return this.settle(manager, 'HOLD_CAPTURE', capture, async (hold, transactionId) => {
      const paid = capture.payees.reduce((sum, payee) => sum + payee.amount, fee);
      if (paid !== hold.amount) throw SplRewardsErrors.CAPTURE_NOT_EQUAL_TO_HOLD(paid, hold.amount);
      const entries = await this.pay(manager, transactionId, capture.payees);
      entries.push(
        ...(await this.systemEntries(manager, transactionId, {
          ESCROW: -hold.amount,
          ...(fee > 0 ? { TREASURY: fee } : {}),
        })),
      );
      await this.ledger.insertEntries(manager, entries);
      return 'CAPTURED';
    });
  }

  /** Gives a hold back to the manager who placed it, once. */
  async releaseHold(manager: EntityManager, release: ReleaseHoldInput): Promise<SettleHoldResult> {
    return this.settle(manager, 'HOLD_RELEASE', release, async (hold, transactionId) => {
      const entries = await this.pay(manager, transactionId, [
        { managerId: hold.managerId, amount: hold.amount },
      ]);
      entries.push(...(await this.systemEntries(manager, transactionId, { ESCROW: -hold.amount })));
      await this.ledger.insertEntries(manager, entries);
      return 'RELEASED';
    });
  }

  /**
   * The hold that placeHold placed under `idempotencyKey` (HELD, CAPTURED or RELEASED), or null
   * when none was: the key was never applied, or its hold was refused. Not locked: captureHold
   * and releaseHold lock it.
   */
  holdPlacedUnder(manager: EntityManager, idempotencyKey: string): Promise<PlacedHold | null> {
    return this.ledger.holdPlacedUnder(manager, idempotencyKey);
  }

  /**
   * Locks the managers' accounts (creating missing ones), in id order, for a caller moving several
   * holds in one transaction: each movement locks its own managers, so a second movement would
   * otherwise wait on a manager while holding the first one's, an order another transaction may
   * take the other way round. Taken first, the movements' own locks never wait.
   */
  async lockManagers(manager: EntityManager, managerIds: readonly string[]): Promise<void> {
    if (managerIds.length === 0) return;
    await this.ledger.ensureAccounts(manager, 'MANAGER', managerIds);
    await this.ledger.lockManagers(manager, managerIds);
  }

  /** Each manager's figures, in the order given: once a movement locked them, final for its answer. */
  async balancesOf(
    manager: EntityManager,
    managerIds: readonly string[],
  ): Promise<{ managerId: string; balance: SplBalanceFigures }[]> {
    const balances = [];
    for (const managerId of managerIds)
      balances.push({ managerId, balance: await this.ledger.balanceOf(managerId, manager) });
    return balances;
  }

  /**
   * Locks the manager's account until the transaction ends and answers his balance and bonus
   * received (0 and 0 before any movement): a spending that reckons its `untouchable` from them
   * takes it first, so no credit lands between its reckoning and its hold.
   */
  async lockForSpending(manager: EntityManager, managerId: string): Promise<SpendingFigures> {
    return (await this.ledger.lockForSpending(manager, managerId)) ?? { currentBalance: 0, bonusReceived: 0 };
  }

  /** A manager's balance and bonus received, unlocked (0 and 0 before any movement). */
  spendingFiguresOf(managerId: string): Promise<SpendingFigures> {
    return this.ledger.spendingFiguresOf(managerId);
  }

  /** A manager's figures (0 and 0 before their first credit). */
  balanceOf(managerId: string): Promise<SplBalanceFigures> {
    return this.ledger.balanceOf(managerId);
  }

  /** The invariant from the totals: cheap enough for a public query. */
  async invariant(manager?: EntityManager): Promise<LedgerInvariant> {
    const totals = await this.ledger.totals(manager);
    return {
      ...totals,
      balanced: totals.balances + totals.escrow + totals.treasury === totals.issued,
    };
  }

  /**
   * The invariant plus a full pass over the entries (the check command and the tests), read from
   * one snapshot: on a running database, movements committing meanwhile cannot skew the sums. With
   * it, where the SPL came from and every gameweek's bonus budget.
   */
  async audit(): Promise<LedgerAudit> {
    return this.ledger.snapshot(async (manager) => {
      const invariant = await this.invariant(manager);
      const found = await this.ledger.inconsistencies(manager);
      return {
        ...invariant,
        ...found,
        ...(await this.ledger.sources(manager)),
        bonusBudgets: await this.ledger.bonusBudgets(manager),
        balanced:
          invariant.balanced &&
          found.issuedByIssuance === invariant.issued &&
          found.escrowByEntries === invariant.holds &&
          found.unbalancedTransactions === 0 &&
          found.driftedAccounts === 0 &&
          found.negativeAccounts === 0 &&
          found.bonusOutsideBudget === 0,
      };
    });
  }

  // The bonus among fresh credits, drawn from the latest gameweek's budget before any manager is
  // locked (the budget's lock comes first); refused whole, leaving no transaction, when it does not fit.
  private async drawBonusBudget(
    manager: EntityManager,
    fresh: readonly CreditInput[],
    claimed: readonly string[],
  ): Promise<void> {
    const bonus = fresh
      .filter((credit) => BONUS_CREDIT_KINDS.includes(credit.kind))
      .reduce((sum, credit) => sum + credit.amount, 0);
    if (bonus === 0) return;
    const budget = await this.lockBonusBudget(manager);
    if (await this.ledger.chargeBonusBudget(manager, budget.gameweek, bonus)) return;
    await this.ledger.unclaim(manager, ...claimed);
    throw SplRewardsErrors.BONUS_BUDGET_EXCEEDED(bonus, bonusLeft(budget), budget.gameweek);
  }

  // Capture and release: claim the key, settle a hold still held, or answer the first result.
  private settle(
    manager: EntityManager,
    operation: 'HOLD_CAPTURE' | 'HOLD_RELEASE',
    input: { idempotencyKey: string; holdId: string; kind: string },
    move: (
      hold: { managerId: string; amount: number },
      transactionId: string,
    ) => Promise<'CAPTURED' | 'RELEASED'>,
  ): Promise<SettleHoldResult> {
    return this.translatingChecks(async () => {
      const claim = { idempotencyKey: input.idempotencyKey, kind: input.kind, reference: input.holdId };
      const transactionId = (await this.ledger.claim(manager, operation, [claim])).get(input.idempotencyKey);
      if (!transactionId) {
        await this.recorded(manager, operation, [input.idempotencyKey]);
        return { applied: false, holdId: input.holdId };
      }
      try {
        const hold = await this.ledger.lockHold(manager, input.holdId);
        if (!hold) throw SplRewardsErrors.HOLD_NOT_FOUND(input.holdId);
        if (hold.status !== 'HELD') throw SplRewardsErrors.HOLD_ALREADY_SETTLED(input.holdId, hold.status);
        await this.ledger.settleHold(manager, hold.id, await move(hold, transactionId), transactionId);
        return { applied: true, holdId: hold.id };
      } catch (error) {
        // A refusal leaves no trace; a database error has aborted the whole transaction anyway.
        if (isExceptionFrom(SplRewardsErrors, error)) await this.ledger.unclaim(manager, transactionId);
        throw error;
      }
    });
  }

  // ESCROW's and TREASURY's entries: they keep no balance, so a movement takes no lock of theirs
  // and purchases of different listings never wait on each other (docs/ledger.md, System accounts).
  private async systemEntries(
    manager: EntityManager,
    transactionId: string,
    amounts: Partial<Record<'ESCROW' | 'TREASURY', number>>,
  ): Promise<EntryRow[]> {
    const moves = Object.entries(amounts) as ['ESCROW' | 'TREASURY', number][];
    for (const [kind] of moves) await this.ledger.ensureAccounts(manager, kind, [SYSTEM_ACCOUNT_IDS[kind]]);
    return moves.map(([kind, amount]) => ({
      transactionId,
      accountId: SYSTEM_ACCOUNT_IDS[kind],
      amount,
      balanceAfter: null,
      earnedAfter: null,
    }));
  }

  // Credits managers (not issuance: their totalEarned stays) and answers their entries.
  private async pay(
    manager: EntityManager,
    transactionId: string,
    payees: readonly { managerId: string; amount: number }[],
  ): Promise<EntryRow[]> {
    await this.ledger.ensureAccounts(
      manager,
      'MANAGER',
      payees.map((payee) => payee.managerId),
    );
    const figures = await this.ledger.lockManagers(
      manager,
      payees.map((payee) => payee.managerId),
    );
    const entries = payees.map((payee) => {
      const before = figures.get(payee.managerId)!;
      const after = { ...before, currentBalance: before.currentBalance + payee.amount };
      figures.set(payee.managerId, after);
      return managerEntry(transactionId, payee.managerId, payee.amount, after);
    });
    await this.ledger.setManagerFigures(manager, figures);
    return entries;
  }

  // The first results of keys already applied; a key first used for another operation is refused.
  private async recorded(
    manager: EntityManager,
    operation: LedgerOperation,
    keys: readonly string[],
  ): Promise<Map<string, RecordedResult>> {
    if (keys.length === 0) return new Map();
    const results = await this.ledger.recordedResults(manager, keys);
    for (const key of keys) {
      const first = results.get(key);
      if (first && first.operation !== operation)
        throw SplRewardsErrors.IDEMPOTENCY_KEY_REUSED(key, first.operation);
    }
    return results;
  }

  private async translatingChecks<T>(movement: () => Promise<T>): Promise<T> {
    try {
      return await movement();
    } catch (error) {
      if ((error as { code?: unknown }).code === CHECK_VIOLATION) throw SplRewardsErrors.NEGATIVE_BALANCE();
      throw error;
    }
  }
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw SplRewardsErrors.INVALID_AMOUNT(amount);
}

/** The bonus SPL each manager is credited by these credits (BONUS_CREDIT_KINDS). */
function bonusesOf(credits: readonly CreditInput[]): Map<string, number> {
  const bonuses = new Map<string, number>();
  for (const credit of credits)
    if (BONUS_CREDIT_KINDS.includes(credit.kind))
      bonuses.set(credit.managerId, (bonuses.get(credit.managerId) ?? 0) + credit.amount);
  return bonuses;
}

function claimOf(movement: { idempotencyKey: string; kind: string; reference?: string | null }) {
  return {
    idempotencyKey: movement.idempotencyKey,
    kind: movement.kind,
    reference: movement.reference ?? null,
  };
}

function managerEntry(
  transactionId: string,
  managerId: string,
  amount: number,
  after: SplBalanceFigures,
): EntryRow {
  return {
    transactionId,
    accountId: managerId,
    amount,
    balanceAfter: after.currentBalance,
    earnedAfter: after.totalEarned,
  };
}
