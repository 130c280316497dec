import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type SplRewardsTestApp, startSplRewardsTestApp } from './spl-rewards-test-app';

// `npm run -w @sfl/spl-rewards check-ledger` as an operator runs it: the built command on the
// service's database while it runs. Needs the build (dist) and a PostgreSQL test server.
const CHECK_LEDGER = join(__dirname, '..', 'dist', 'scripts', 'check-ledger.js');
// An embedded database belongs to the test's own process: the command has nothing to connect to.
const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('check-ledger', () => {
  let t: SplRewardsTestApp;
  let databaseUrl: string;

  const checkLedger = () =>
    promisify(execFile)(process.execPath, [CHECK_LEDGER], {
      env: { PATH: process.env.PATH, SPL_REWARDS_DATABASE_URL: databaseUrl },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  beforeAll(async () => {
    t = await startSplRewardsTestApp();
    databaseUrl = (t.dataSource.options as { url: string }).url;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('should print the totals, the SPL by source and the bonus budgets, and exit 0 when the ledger adds up, 1 when it does not', async () => {
    const [ann, ben] = [randomUUID(), randomUUID()];
    await t.inTransaction(async (manager) => {
      await t.ledger.credit(manager, {
        idempotencyKey: 'grant',
        managerId: ann,
        amount: 1200,
        kind: 'test_grant',
      });
      await t.ledger.credit(manager, {
        idempotencyKey: 'welcome',
        managerId: ben,
        amount: 1000,
        kind: 'achievement',
        reference: 'early-adopter',
      });
      await t.ledger.placeHold(manager, {
        idempotencyKey: 'buy',
        managerId: ann,
        amount: 200,
        kind: 'market_purchase',
      });
      const { holdId } = await t.ledger.placeHold(manager, {
        idempotencyKey: 'new-card',
        managerId: ann,
        amount: 50,
        kind: 'market_purchase',
      });
      await t.ledger.captureHold(manager, {
        idempotencyKey: 'new-card-sold',
        holdId,
        payees: [],
        treasury: 50,
        kind: 'market_sale',
      });
    });
    // a reward unlocked in gameweek 0 and still waiting for a budget
    await t.dataSource.query(
      `INSERT INTO achievement_unlock (manager_id, achievement_id, tokens, unlocked_at, unlocked_gameweek)
       VALUES ($1, 'market-master', 750, now(), 0)`,
      [ben],
    );
    expect(await checkLedger()).toEqual({
      code: 0,
      stdout: [
        'issued: 2200',
        'issued by the ISSUANCE entries: 2200',
        'balances: 1950',
        'escrow: 200',
        'escrow by its entries: 200',
        'treasury: 50',
        'holds (open): 200',
        'unbalanced transactions: 0',
        'accounts whose balance or total earned differs from their entries: 0',
        'accounts below 0: 0',
        'bonus issued outside the gameweek budgets: 0',
        'issued by source:',
        '  test_grant: 1200',
        '  achievement early-adopter: 1000',
        'collected by the treasury, by source:',
        '  market_sale: 50',
        'bonus budget by gameweek:',
        '  gameweek 0: budget 2000000, issued 1000, deferred 750',
        'balanced: yes (balances + escrow + treasury = issued, escrow = open holds)',
        '',
      ].join('\n'),
    });

    // SPL appearing outside the ledger's rules: a balance written by hand, bonus the budget did not count
    await t.dataSource.query('UPDATE ledger_account SET balance = balance + 5 WHERE id = $1', [ann]);
    await t.dataSource.query('UPDATE ledger_bonus_budget SET issued = issued - 100');
    // and a hold settled by hand, its SPL left in ESCROW's entries
    await t.dataSource.query("UPDATE ledger_hold SET status = 'RELEASED' WHERE status = 'HELD'");
    const broken = await checkLedger();
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('balances: 1955\n');
    expect(broken.stdout).toContain('accounts whose balance or total earned differs from their entries: 1\n');
    expect(broken.stdout).toContain('bonus issued outside the gameweek budgets: 100\n');
    expect(broken.stdout).toContain('escrow: 0\nescrow by its entries: 200\ntreasury: 50\nholds (open): 0\n');
    expect(broken.stdout).toMatch(/balanced: NO\n$/);
  });
});
