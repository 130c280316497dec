import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type AccountKind,
  BONUS_CREDIT_KINDS,
  type HoldStatus,
  type LedgerOperation,
  SYSTEM_ACCOUNT_IDS,
} from './ledger-accounts';
import type {
  BonusBudget,
  LedgerAudit,
  LedgerInvariant,
  SourceTotal,
  SpendingFigures,
  SplBalanceFigures,
} from './ledger.types';

/** A transaction to open: its key and why. */
export interface TransactionClaim {
  idempotencyKey: string;
  kind: string;
  reference: string | null;
}

/** The first result recorded under a key: the operation and the balance of the account it names. */
export interface RecordedResult {
  transactionId: string;
  operation: LedgerOperation;
  accountId: string | null;
  balance: SplBalanceFigures;
}

export interface EntryRow {
  transactionId: string;
  accountId: string;
  amount: number;
  /** null for ISSUANCE */
  balanceAfter: number | null;
  earnedAfter: number | null;
}

export interface HoldRow {
  id: string;
  managerId: string;
  amount: number;
  status: HoldStatus;
}

/**
 * The only code that reads and writes the ledger tables. A method given a manager runs in that
 * transaction; the reads without one run on their own.
 */
@Injectable()
export class LedgerRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one REPEATABLE READ transaction: every read of it sees the same snapshot. */
  snapshot<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', work);
  }

  /**
   * Opens one transaction per claim whose key is new, in one statement; answers key → transaction
   * id for those. A key being applied by a concurrent transaction waits for it, then counts as old.
   */
  async claim(
    manager: EntityManager,
    operation: LedgerOperation,
    claims: readonly TransactionClaim[],
  ): Promise<Map<string, string>> {
    // In key order: two transactions inserting overlapping keys in different orders could deadlock.
    const ordered = [...claims].sort((a, b) => compare(a.idempotencyKey, b.idempotencyKey));
    const ids = ordered.map(() => randomUUID());
    const rows: { id: string; idempotency_key: string }[] = await manager.query(
      `INSERT INTO ledger_transaction (id, idempotency_key, operation, kind, reference, created_at)
       SELECT t.id, t.idempotency_key, $5, t.kind, t.reference, now()
       FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[])
         AS t(id, idempotency_key, kind, reference)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, idempotency_key`,
      [
        ids,
        ordered.map((claim) => claim.idempotencyKey),
        ordered.map((claim) => claim.kind),
        ordered.map((claim) => claim.reference),
        operation,
      ],
    );
    return new Map(rows.map((row) => [row.idempotency_key, row.id]));
  }

  /** Withdraws transactions just claimed, when the movement is refused: a refusal leaves no trace. */
  async unclaim(manager: EntityManager, ...transactionIds: string[]): Promise<void> {
    await manager.query('DELETE FROM ledger_transaction WHERE id = ANY($1::uuid[])', [transactionIds]);
  }

  /** What the keys were first applied as; the balance is the one of the account `accountOf` names. */
  async recordedResults(
    manager: EntityManager,
    keys: readonly string[],
  ): Promise<Map<string, RecordedResult>> {
    // The first manager entry of each transaction (a credit or a hold names one manager).
    const rows: {
      idempotency_key: string;
      id: string;
      operation: LedgerOperation;
      account_id: string | null;
      balance_after: string | null;
      earned_after: string | null;
    }[] = await manager.query(
      `SELECT t.idempotency_key, t.id, t.operation, e.account_id, e.balance_after, e.earned_after
       FROM ledger_transaction t
       LEFT JOIN LATERAL (
         SELECT account_id, balance_after, earned_after FROM ledger_entry
         WHERE transaction_id = t.id AND earned_after IS NOT NULL ORDER BY id LIMIT 1
       ) e ON true
       WHERE t.idempotency_key = ANY($1::varchar[])`,
      [keys],
    );
    return new Map(
      rows.map((row) => [
        row.idempotency_key,
        {
          transactionId: row.id,
          operation: row.operation,
          accountId: row.account_id,
          balance: {
            currentBalance: Number(row.balance_after ?? 0),
            totalEarned: Number(row.earned_after ?? 0),
          },
        },
      ]),
    );
  }

  /**
   * Creates the accounts that do not exist yet (managers with 0, system accounts without a kept
   * balance), in id order like every lock of the ledger.
   */
  async ensureAccounts(manager: EntityManager, kind: AccountKind, ids: readonly string[]): Promise<void> {
    await manager.query(
      `INSERT INTO ledger_account (id, kind, balance, total_earned)
       SELECT id, $2::varchar, CASE WHEN $2::varchar = 'MANAGER' THEN 0 END, 0 FROM unnest($1::uuid[]) AS t(id)
       ON CONFLICT (id) DO NOTHING`,
      [[...new Set(ids)].sort(compare), kind],
    );
  }

  /**
   * Locks the managers' accounts until the transaction ends, always in id order so that two
   * transactions paying overlapping managers cannot deadlock; answers their figures.
   */
  async lockManagers(
    manager: EntityManager,
    managerIds: readonly string[],
  ): Promise<Map<string, SplBalanceFigures>> {
    const rows: { id: string; balance: string; total_earned: string }[] = await manager.query(
      `SELECT id, balance, total_earned FROM ledger_account
       WHERE id = ANY($1::uuid[]) AND kind = 'MANAGER' ORDER BY id FOR UPDATE`,
      [[...new Set(managerIds)]],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        { currentBalance: Number(row.balance), totalEarned: Number(row.total_earned) },
      ]),
    );
  }

  /**
   * Sets the managers' balances and totals earned, and adds `bonuses` (bonus credits, by manager)
   * to their bonus received, in one statement; their accounts are locked by the movement.
   */
  async setManagerFigures(
    manager: EntityManager,
    figures: ReadonlyMap<string, SplBalanceFigures>,
    bonuses: ReadonlyMap<string, number> = new Map(),
  ): Promise<void> {
    const ids = [...figures.keys()];
    await manager.query(
      `UPDATE ledger_account a
       SET balance = v.balance, total_earned = v.total_earned, bonus_received = a.bonus_received + v.bonus
       FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::bigint[]) AS v(id, balance, total_earned, bonus)
       WHERE a.id = v.id`,
      [
        ids,
        ids.map((id) => figures.get(id)!.currentBalance),
        ids.map((id) => figures.get(id)!.totalEarned),
        ids.map((id) => bonuses.get(id) ?? 0),
      ],
    );
  }

  /** The manager's account, locked until the transaction ends; null when he has none yet. */
  async lockForSpending(manager: EntityManager, managerId: string): Promise<SpendingFigures | null> {
    const [row] = (await manager.query(
      `SELECT balance, bonus_received FROM ledger_account WHERE id = $1 AND kind = 'MANAGER' FOR UPDATE`,
      [managerId],
    )) as { balance: string; bonus_received: string }[];
    return row ? { currentBalance: Number(row.balance), bonusReceived: Number(row.bonus_received) } : null;
  }

  /**
   * Takes `amount` from a manager only when they hold it beyond `untouchable` (the bonus SPL a
   * spending may not use); answers their figures after, or null (nothing changed) otherwise.
   */
  async debitManagerIfCovered(
    manager: EntityManager,
    managerId: string,
    amount: number,
    untouchable = 0,
  ): Promise<SplBalanceFigures | null> {
    // TypeORM answers a raw UPDATE with [rows, affected count].
    const [[row]] = (await manager.query(
      `UPDATE ledger_account SET balance = balance - $2
       WHERE id = $1 AND kind = 'MANAGER' AND balance - $3 >= $2 RETURNING balance, total_earned`,
      [managerId, amount, untouchable],
    )) as [{ balance: string; total_earned: string }[], number];
    return row ? { currentBalance: Number(row.balance), totalEarned: Number(row.total_earned) } : null;
  }

  /** The manager's balance and bonus received (0 and 0 before any movement). */
  async spendingFiguresOf(managerId: string): Promise<SpendingFigures> {
    const [row] = (await this.dataSource.query(
      `SELECT balance, bonus_received FROM ledger_account WHERE id = $1 AND kind = 'MANAGER'`,
      [managerId],
    )) as { balance: string; bonus_received: string }[];
    return { currentBalance: Number(row?.balance ?? 0), bonusReceived: Number(row?.bonus_received ?? 0) };
  }

  async balanceOf(
    managerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SplBalanceFigures> {
    const [row] = (await manager.query(
      `SELECT balance, total_earned FROM ledger_account WHERE id = $1 AND kind = 'MANAGER'`,
      [managerId],
    )) as { balance: string; total_earned: string }[];
    return { currentBalance: Number(row?.balance ?? 0), totalEarned: Number(row?.total_earned ?? 0) };
  }

  async insertEntries(manager: EntityManager, entries: readonly EntryRow[]): Promise<void> {
    if (entries.length === 0) return;
    await manager.query(
      `INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after, earned_after)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[], $5::bigint[])`,
      [
        entries.map((entry) => entry.transactionId),
        entries.map((entry) => entry.accountId),
        entries.map((entry) => entry.amount),
        entries.map((entry) => entry.balanceAfter),
        entries.map((entry) => entry.earnedAfter),
      ],
    );
  }

  async insertHold(
    manager: EntityManager,
    hold: { id: string; managerId: string; amount: number; reference: string | null },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO ledger_hold (id, manager_id, amount, status, reference, placed_at)
       VALUES ($1, $2, $3, 'HELD', $4, now())`,
      [hold.id, hold.managerId, hold.amount, hold.reference],
    );
  }

  /** The hold, locked until the transaction ends (a capture and a release cannot both settle it). */
  async lockHold(manager: EntityManager, holdId: string): Promise<HoldRow | null> {
    const [row] = (await manager.query(
      'SELECT id, manager_id, amount, status FROM ledger_hold WHERE id = $1 FOR UPDATE',
      [holdId],
    )) as { id: string; manager_id: string; amount: string; status: HoldStatus }[];
    return row
      ? { id: row.id, managerId: row.manager_id, amount: Number(row.amount), status: row.status }
      : null;
  }

  /** The hold placed by the movement applied under `idempotencyKey`, not locked; null if none was. */
  async holdPlacedUnder(manager: EntityManager, idempotencyKey: string): Promise<HoldRow | null> {
    const [row] = (await manager.query(
      `SELECT h.id, h.manager_id, h.amount, h.status
       FROM ledger_transaction t JOIN ledger_hold h ON h.id = t.id
       WHERE t.idempotency_key = $1 AND t.operation = 'HOLD_PLACE'`,
      [idempotencyKey],
    )) as { id: string; manager_id: string; amount: string; status: HoldStatus }[];
    return row
      ? { id: row.id, managerId: row.manager_id, amount: Number(row.amount), status: row.status }
      : null;
  }

  async settleHold(
    manager: EntityManager,
    holdId: string,
    status: Exclude<HoldStatus, 'HELD'>,
    transactionId: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE ledger_hold SET status = $2, settled_at = now(), settled_by = $3 WHERE id = $1`,
      [holdId, status, transactionId],
    );
  }

  /**
   * Locks the latest gameweek's bonus budget until the transaction ends and answers it; opens
   * gameweek 0 with `budget` when none is yet. Whoever holds it, no later gameweek can open
   * (openBonusGameweek locks it first), so the row stays the latest until the transaction ends.
   */
  async lockLatestBonusBudget(manager: EntityManager, budget: number): Promise<BonusBudget> {
    await manager.query(
      `INSERT INTO ledger_bonus_budget (gameweek, budget)
       SELECT 0, $1 WHERE NOT EXISTS (SELECT 1 FROM ledger_bonus_budget) ON CONFLICT DO NOTHING`,
      [budget],
    );
    for (;;) {
      // Locked as read when the statement began: a gameweek opened while it waited is read next.
      const [row] = (await manager.query(
        `SELECT gameweek, budget, issued, spent FROM ledger_bonus_budget ORDER BY gameweek DESC LIMIT 1 FOR UPDATE`,
      )) as BonusBudgetRow[];
      const [{ latest }] = (await manager.query(
        'SELECT max(gameweek) AS latest FROM ledger_bonus_budget',
      )) as { latest: number }[];
      if (row!.gameweek === latest) return bonusBudgetOf(row!);
    }
  }

  /** Opens `gameweek` with `budget` when it is later than every gameweek opened; the latest is locked. */
  async openBonusGameweek(manager: EntityManager, gameweek: number, budget: number): Promise<void> {
    await manager.query(
      `INSERT INTO ledger_bonus_budget (gameweek, budget)
       SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM ledger_bonus_budget WHERE gameweek >= $1)`,
      [gameweek, budget],
    );
  }

  /** Adds `amount` to the gameweek's issued bonus when it fits and the gameweek is not spent; false otherwise. */
  async chargeBonusBudget(manager: EntityManager, gameweek: number, amount: number): Promise<boolean> {
    const [, charged] = (await manager.query(
      `UPDATE ledger_bonus_budget SET issued = issued + $2
       WHERE gameweek = $1 AND NOT spent AND issued + $2 <= budget`,
      [gameweek, amount],
    )) as [unknown, number];
    return charged === 1;
  }

  async markBonusBudgetSpent(manager: EntityManager, gameweek: number): Promise<void> {
    await manager.query('UPDATE ledger_bonus_budget SET spent = true WHERE gameweek = $1', [gameweek]);
  }

  /** Every gameweek's bonus budget, oldest first. */
  async bonusBudgets(manager: EntityManager): Promise<BonusBudget[]> {
    const rows = (await manager.query(
      'SELECT gameweek, budget, issued, spent FROM ledger_bonus_budget ORDER BY gameweek',
    )) as BonusBudgetRow[];
    return rows.map(bonusBudgetOf);
  }

  /**
   * Where SPL came from, in one pass over the entries of ISSUANCE and TREASURY: what each credit
   * kind issued (a bonus kind per reference: each achievement on its own), and what each kind of
   * movement paid the TREASURY.
   */
  async sources(
    manager: EntityManager,
  ): Promise<{ issuedBySource: SourceTotal[]; collectedBySource: SourceTotal[] }> {
    const rows = (await manager.query(
      `SELECT e.account_id = $1 AS issued, t.kind,
         CASE WHEN e.account_id = $1 AND t.kind = ANY($3::varchar[]) THEN t.reference END AS reference,
         abs(sum(e.amount))::float8 AS amount
       FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
       WHERE e.account_id IN ($1, $2)
       GROUP BY 1, 2, 3 ORDER BY amount DESC, t.kind, reference`,
      [SYSTEM_ACCOUNT_IDS.ISSUANCE, SYSTEM_ACCOUNT_IDS.TREASURY, BONUS_CREDIT_KINDS],
    )) as (SourceTotal & { issued: boolean })[];
    const totals = (issued: boolean) =>
      rows
        .filter((row) => row.issued === issued)
        .map(({ kind, reference, amount }) => ({ kind, reference, amount }));
    return { issuedBySource: totals(true), collectedBySource: totals(false) };
  }

  /**
   * The invariant's totals: `issued` is the sum of what every manager was issued (total_earned),
   * which the audit checks against the ISSUANCE entries; ESCROW's balance is the sum of the open
   * holds (the audit checks its entries against them) and TREASURY's the sum of its entries, as
   * neither keeps a balance (docs/ledger.md, System accounts). Its cost grows with the managers,
   * the open holds and the fees collected, not with the rewards ever paid.
   */
  async totals(manager: EntityManager = this.dataSource.manager): Promise<LedgerTotals> {
    const [row] = (await manager.query(
      `SELECT
         coalesce(sum(total_earned) FILTER (WHERE kind = 'MANAGER'), 0)::float8 AS issued,
         coalesce(sum(balance) FILTER (WHERE kind = 'MANAGER'), 0)::float8 AS balances,
         (SELECT coalesce(sum(amount), 0) FROM ledger_entry WHERE account_id = $1)::float8 AS treasury,
         (SELECT coalesce(sum(amount), 0) FROM ledger_hold WHERE status = 'HELD')::float8 AS holds
       FROM ledger_account`,
      [SYSTEM_ACCOUNT_IDS.TREASURY],
    )) as Omit<LedgerTotals, 'escrow'>[];
    return { ...row!, escrow: row!.holds };
  }

  /** A full pass over the entries: what the totals alone cannot show. */
  async inconsistencies(manager: EntityManager): Promise<LedgerInconsistencies> {
    // A manager's bonus received drifts too when it differs from his credits of a bonus kind. The
    // system accounts keep no balance: below 0 is the sum of their entries (ISSUANCE's always is).
    const [row] = (await manager.query(
      `SELECT
         (SELECT -coalesce(sum(amount), 0) FROM ledger_entry WHERE account_id = $1)::float8 AS issuance,
         (SELECT coalesce(sum(amount), 0) FROM ledger_entry WHERE account_id = $3)::float8 AS escrow,
         (SELECT count(*) FROM (
            SELECT t.id FROM ledger_transaction t LEFT JOIN ledger_entry e ON e.transaction_id = t.id
            GROUP BY t.id HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.id) < 2) u)::int AS unbalanced,
         (SELECT count(*) FROM ledger_account a
            LEFT JOIN (
              SELECT e.account_id, sum(e.amount) AS total,
                sum(e.amount) FILTER (WHERE t.operation = 'CREDIT') AS credited,
                sum(e.amount) FILTER (WHERE t.operation = 'CREDIT' AND t.kind = ANY($2::varchar[])) AS bonus
              FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
              GROUP BY e.account_id) s ON s.account_id = a.id
            WHERE (a.balance IS NOT NULL AND a.balance <> coalesce(s.total, 0))
               OR (a.kind = 'MANAGER' AND a.total_earned <> coalesce(s.credited, 0))
               OR (a.kind = 'MANAGER' AND a.bonus_received <> coalesce(s.bonus, 0)))::int AS drifted,
         ((SELECT count(*) FROM ledger_account WHERE balance < 0)
           + (SELECT count(*) FROM (
               SELECT account_id FROM ledger_entry WHERE account_id IN ($3, $4)
               GROUP BY account_id HAVING sum(amount) < 0) n))::int AS negative,
         ((SELECT coalesce(sum(bonus_received), 0) FROM ledger_account)
           - (SELECT coalesce(sum(issued), 0) FROM ledger_bonus_budget))::float8 AS outside`,
      [
        SYSTEM_ACCOUNT_IDS.ISSUANCE,
        BONUS_CREDIT_KINDS,
        SYSTEM_ACCOUNT_IDS.ESCROW,
        SYSTEM_ACCOUNT_IDS.TREASURY,
      ],
    )) as {
      issuance: number;
      escrow: number;
      unbalanced: number;
      drifted: number;
      negative: number;
      outside: number;
    }[];
    return {
      issuedByIssuance: row!.issuance,
      escrowByEntries: row!.escrow,
      unbalancedTransactions: row!.unbalanced,
      driftedAccounts: row!.drifted,
      negativeAccounts: row!.negative,
      bonusOutsideBudget: row!.outside,
    };
  }
}

export type LedgerTotals = Omit<LedgerInvariant, 'balanced'>;
export type LedgerInconsistencies = Pick<
  LedgerAudit,
  | 'issuedByIssuance'
  | 'escrowByEntries'
  | 'unbalancedTransactions'
  | 'driftedAccounts'
  | 'negativeAccounts'
  | 'bonusOutsideBudget'
>;

interface BonusBudgetRow {
  gameweek: number;
  budget: string;
  issued: string;
  spent: boolean;
}

function bonusBudgetOf(row: BonusBudgetRow): BonusBudget {
  return { gameweek: row.gameweek, budget: Number(row.budget), issued: Number(row.issued), spent: row.spent };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
