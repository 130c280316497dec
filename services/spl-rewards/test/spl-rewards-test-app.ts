import type { INestApplication } from '@nestjs/common';
import { type ConsumingTestApp, startConsumingTestApp } from '@sfl/testing';
import { DataSource, type EntityManager } from 'typeorm';
import { createSplRewardsApp, type SplRewardsConsumerName } from '../src/create-spl-rewards-app';
import { LedgerRepository } from '../src/ledger/ledger.repository';
import { LedgerService } from '../src/ledger/ledger.service';
import type { LedgerAudit } from '../src/ledger/ledger.types';
import type { SplRewardsAppOptions } from '../src/spl-rewards-app.module';

/** Settings of the app under test (the documented defaults when unset). */
export type SplRewardsTestSettings = Pick<
  SplRewardsAppOptions,
  'vestingGameweeks' | 'achievementSplPerGameweek' | 'bonusSplPerGameweekGlobal'
>;

export interface SplRewardsTestApp extends ConsumingTestApp {
  /** the ledger as other modules of the service use it */
  ledger: LedgerService;
  /** Runs `work` in one transaction of the service's database, as a consumer's handler does. */
  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
}

/** The services whose events spl-rewards consumes. */
const SPL_REWARDS_SOURCES = ['users', 'matches', 'squads', 'nft', 'leagues'];

/**
 * The real spl-rewards subgraph on a fresh database, consuming users.events, matches.events,
 * squads.events, nft.events and leagues.events from one stand-in producers' outbox through the embedded event bus
 * (and its own spl-rewards.events from its own outbox). Only the rewards consumer by default: the
 * rewards suites check the rewards' own balances; the achievements suite starts both, as every
 * run mode does.
 */
export async function startSplRewardsTestApp(
  consumers: readonly SplRewardsConsumerName[] = ['rewards'],
  settings: SplRewardsTestSettings = {},
): Promise<SplRewardsTestApp> {
  const app = await startConsumingTestApp(SPL_REWARDS_SOURCES, (dependencies) =>
    createSplRewardsApp({ ...dependencies, ...settings }, consumers),
  );
  return {
    ...app,
    ledger: app.app.get(LedgerService),
    inTransaction: (work) => app.app.get(DataSource).transaction(work),
  };
}

/**
 * The app of a suite (call it inside the `describe`): started before its tests, the ledger checked
 * (expectLedgerBalanced) and the app reset after each test, closed after the last.
 */
export function splRewardsSuite(
  consumers?: readonly SplRewardsConsumerName[],
  settings?: SplRewardsTestSettings,
): SplRewardsTestApp {
  const t = {} as SplRewardsTestApp;
  beforeAll(async () => {
    Object.assign(t, await startSplRewardsTestApp(consumers, settings));
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.app);
    await t.reset();
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/**
 * Asserts the ledger adds up (balances + escrow + treasury = issued = minus ISSUANCE's balance,
 * escrow = open holds = the sum of ESCROW's entries, every transaction sums to zero, every kept balance and total earned equals
 * its entries, nothing below 0), every reward payment's credit is exactly the sum of its rewards
 * and every footballer's earnings the sum of the rewards for his actions; call it after each
 * scenario. Answers the audit for more checks.
 */
export function expectLedgerBalanced(app: INestApplication): Promise<LedgerAudit> {
  return expectDatabaseLedgerBalanced(app.get(DataSource));
}

/** expectLedgerBalanced for a spl-rewards database the test did not start the app on (fault tests). */
export async function expectDatabaseLedgerBalanced(dataSource: DataSource): Promise<LedgerAudit> {
  const audit = await new LedgerService(new LedgerRepository(dataSource)).audit();
  expect(audit).toMatchObject({
    balanced: true,
    unbalancedTransactions: 0,
    driftedAccounts: 0,
    negativeAccounts: 0,
    bonusOutsideBudget: 0,
  });
  expect(audit.balances + audit.escrow + audit.treasury).toBe(audit.issued);
  expect(audit.issuedByIssuance).toBe(audit.issued);
  expect(audit.escrow).toBe(audit.holds);
  expect(audit.escrowByEntries).toBe(audit.holds);
  expect(await paymentsNotMatchingTheirRewards(dataSource)).toEqual([]);
  expect(await footballersNotMatchingTheirRewards(dataSource)).toEqual([]);
  return audit;
}

/** The footballers whose earnings (Footballer.splEarned) differ from the sum of the rewards paid for their actions. */
async function footballersNotMatchingTheirRewards(dataSource: DataSource): Promise<unknown[]> {
  return dataSource.query(
    `SELECT footballer_id, earned, rewarded FROM (
       SELECT footballer_id, sum(spl_tokens)::bigint AS earned FROM footballer_earning GROUP BY footballer_id
     ) earnings
     FULL JOIN (
       SELECT a.footballer_id, sum(r.spl_tokens)::bigint AS rewarded FROM spl_reward r
       JOIN rewarding_action a ON a.action_id = r.action_id AND a.action_type = r.action_type
       GROUP BY a.footballer_id
     ) rewards USING (footballer_id)
     WHERE earned IS DISTINCT FROM rewarded`,
  );
}

/** The reward payments whose ledger credit differs from the sum of the rewards naming it. */
async function paymentsNotMatchingTheirRewards(dataSource: DataSource): Promise<unknown[]> {
  return dataSource.query(
    `SELECT reference, credited, rewarded FROM (
       SELECT t.reference, sum(e.amount) FILTER (WHERE e.amount > 0)::int AS credited
       FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
       WHERE t.kind = 'spl_reward' GROUP BY t.reference) credits
     FULL JOIN (
       SELECT payment_id::text AS reference, sum(spl_tokens)::int AS rewarded FROM spl_reward GROUP BY payment_id
     ) rewards USING (reference)
     WHERE credited IS DISTINCT FROM rewarded`,
  );
}

/** Every reward the SplRewardsAwarded events in the outbox carry, in the order they were recorded. */
export async function awardedRewards(
  dataSource: DataSource,
): Promise<({ managerId: string } & Record<string, unknown>)[]> {
  const rows: { payload: { managerId: string; rewards: Record<string, unknown>[] } }[] =
    await dataSource.query(
      `SELECT payload FROM outbox_event WHERE type = 'SplRewardsAwarded' ORDER BY sequence`,
    );
  return rows.flatMap(({ payload }) =>
    payload.rewards.map((reward) => ({ managerId: payload.managerId, ...reward })),
  );
}
