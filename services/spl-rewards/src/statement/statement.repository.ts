import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SYSTEM_ACCOUNT_IDS } from '../ledger/ledger-accounts';

/** One of a manager's ledger entries with what the statement says about it, as the tables have it. */
export interface StatementRow {
  /** the entry's id: the order the entries moved the account */
  entryId: string;
  createdAt: Date;
  /** the transaction's LedgerOperation and kind ('spl_reward', 'market_sale'…) */
  operation: string;
  kind: string;
  /** the transaction's reference: a reward payment, an achievement, a purchase, a hold */
  reference: string | null;
  amount: number;
  balanceAfter: number;
  /** the hold this entry placed, captured or released */
  hold: {
    /** the kind of the movement that placed it ('market_purchase', 'battle_wager'…) */
    kind: string;
    /** what it was placed for: a purchase id, a stake id */
    reference: string | null;
    status: string;
    settledAt: Date | null;
    /** the league or battle, for a competition stake */
    competitionId: string | null;
  } | null;
  /** what the same movement paid the treasury (a market sale's fee) */
  fee: number;
  /** a reward payment's rewards: how many, the first one's action, footballer and match */
  rewards: {
    count: number;
    matches: number;
    matchId: string;
    actionType: string;
    isCaptain: boolean;
    footballerId: string;
    footballerName: string | null;
  } | null;
}

interface RawRow {
  entry_id: string;
  created_at: Date;
  operation: string;
  kind: string;
  reference: string | null;
  amount: string;
  balance_after: string;
  hold_kind: string | null;
  hold_reference: string | null;
  hold_status: string | null;
  hold_settled_at: Date | null;
  competition_id: string | null;
  fee: string | null;
  reward_count: number | null;
  reward_matches: number | null;
  reward_match_id: string | null;
  reward_action_type: string | null;
  reward_is_captain: boolean | null;
  reward_footballer_id: string | null;
  reward_footballer_name: string | null;
}

// A capture or a release names its hold as its reference; the hold's id is the placing transaction's.
const HOLD_SETTLING = `t.operation IN ('HOLD_CAPTURE', 'HOLD_RELEASE')`;

/** The only code that reads a manager's statement: his ledger entries and what caused each. */
@Injectable()
export class StatementRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The manager's entries newest first, `limit` of them before the entry `before` (from the newest
   * when null), on the (account_id, id) index; each with its transaction, its hold, and the
   * rewards or the fee behind it (a few index lookups per line).
   */
  async entriesOf(managerId: string, before: string | null, limit: number): Promise<StatementRow[]> {
    const rows: RawRow[] = await this.dataSource.query(
      `SELECT e.id AS entry_id, t.created_at, t.operation, t.kind, t.reference, e.amount, e.balance_after,
         ht.kind AS hold_kind, ht.reference AS hold_reference, h.status AS hold_status,
         h.settled_at AS hold_settled_at, cs.competition_id, fee.amount AS fee,
         r.count AS reward_count, r.matches AS reward_matches, r.match_id AS reward_match_id,
         r.action_type AS reward_action_type, r.is_captain AS reward_is_captain,
         r.footballer_id AS reward_footballer_id, r.footballer_name AS reward_footballer_name
       FROM ledger_entry e
       JOIN ledger_transaction t ON t.id = e.transaction_id
       LEFT JOIN ledger_hold h ON h.id = CASE
         WHEN t.operation = 'HOLD_PLACE' THEN t.id
         WHEN ${HOLD_SETTLING} THEN t.reference::uuid END
       LEFT JOIN ledger_transaction ht ON ht.id = h.id
       LEFT JOIN competition_stake cs ON cs.hold_id = h.id
       LEFT JOIN LATERAL (
         SELECT sum(f.amount) AS amount FROM ledger_entry f
         WHERE f.transaction_id = t.id AND f.account_id = $4 AND t.operation = 'HOLD_CAPTURE'
       ) fee ON true
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS count, count(DISTINCT a.match_id)::int AS matches,
           (array_agg(a.match_id::text ORDER BY r.sequence))[1] AS match_id,
           (array_agg(r.action_type ORDER BY r.sequence))[1] AS action_type,
           (array_agg(r.is_captain ORDER BY r.sequence))[1] AS is_captain,
           (array_agg(a.footballer_id::text ORDER BY r.sequence))[1] AS footballer_id,
           (array_agg(fb.name ORDER BY r.sequence))[1] AS footballer_name
         FROM spl_reward r
         JOIN rewarding_action a ON a.action_id = r.action_id AND a.action_type = r.action_type
         LEFT JOIN footballer fb ON fb.id = a.footballer_id
         WHERE r.payment_id = CASE WHEN t.kind = 'spl_reward' THEN t.reference::uuid END
         HAVING count(*) > 0
       ) r ON true
       WHERE e.account_id = $1 AND ($2::bigint IS NULL OR e.id < $2::bigint)
       ORDER BY e.id DESC LIMIT $3`,
      [managerId, before, limit, SYSTEM_ACCOUNT_IDS.TREASURY],
    );
    return rows.map(rowOf);
  }

  /** How many entries the manager's statement has. */
  async countOf(managerId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM ledger_entry WHERE account_id = $1',
      [managerId],
    )) as { count: number }[];
    return row!.count;
  }
}

function rowOf(row: RawRow): StatementRow {
  return {
    entryId: row.entry_id,
    createdAt: new Date(row.created_at),
    operation: row.operation,
    kind: row.kind,
    reference: row.reference,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    hold:
      row.hold_kind === null
        ? null
        : {
            kind: row.hold_kind,
            reference: row.hold_reference,
            status: row.hold_status!,
            settledAt: row.hold_settled_at && new Date(row.hold_settled_at),
            competitionId: row.competition_id,
          },
    fee: Number(row.fee ?? 0),
    rewards:
      row.reward_count === null
        ? null
        : {
            count: row.reward_count,
            matches: row.reward_matches!,
            matchId: row.reward_match_id!,
            actionType: row.reward_action_type!,
            isCaptain: row.reward_is_captain!,
            footballerId: row.reward_footballer_id!,
            footballerName: row.reward_footballer_name,
          },
  };
}
