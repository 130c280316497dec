import { randomUUID } from 'node:crypto';
import type { ConsumerDefinition, EventContract } from '@sfl/events';
import { graphqlRequest } from '@sfl/testing';
import { MY_SPL_BALANCE } from './operations/spl-rewards.operations';
import type { SplRewardsTestApp } from './spl-rewards-test-app';
import { handlerOf } from './transaction-race';

/**
 * What the suites of services spending SPL through holds (market purchases, competition stakes)
 * read and set up: grants, balances through GraphQL, every ledger row, the events set aside, and
 * many requests applied at the same moment.
 */
export function holdWorld(t: SplRewardsTestApp) {
  return {
    /** Issues `amount` to the manager, as their rewards would have. */
    grant: (managerId: string, amount: number) =>
      t.inTransaction((manager) =>
        t.ledger.credit(manager, { idempotencyKey: randomUUID(), managerId, amount, kind: 'test_grant' }),
      ),

    /** The manager's figures as they read them (mySplBalance). */
    balanceOf: async (userId: string): Promise<{ currentBalance: number; totalEarned: number }> =>
      (await graphqlRequest(t.server, MY_SPL_BALANCE, { userId }).expect(200)).body.data.mySplBalance,

    /** Every ledger row and kept balance: what a refusal must leave as it was. */
    ledgerState: async () => ({
      rows: await t.dataSource.query(
        `SELECT (SELECT count(*) FROM ledger_transaction)::int AS transactions,
                (SELECT count(*) FROM ledger_entry)::int AS entries,
                (SELECT count(*) FROM ledger_hold)::int AS holds,
                (SELECT count(*) FROM ledger_hold WHERE status = 'HELD')::int AS held`,
      ),
      accounts: await t.dataSource.query('SELECT id, balance, total_earned FROM ledger_account ORDER BY id'),
    }),

    /** The events set aside, oldest first, with why. */
    deadLetters: (): Promise<{ reason: string }[]> =>
      t.dataSource.query('SELECT reason FROM dead_letter_event ORDER BY failed_at'),

    /**
     * Applies the consumer's handler of `contract` to each payload at the same moment, each in its
     * own transaction, as consumers of as many partitions (or instances) would.
     */
    applyAtOnce: async <P>(
      definition: ConsumerDefinition,
      contract: EventContract<P>,
      payloads: readonly P[],
    ) => {
      const handle = handlerOf(definition, contract);
      await Promise.all(payloads.map((payload) => t.inTransaction(handle(payload))));
    },
  };
}
