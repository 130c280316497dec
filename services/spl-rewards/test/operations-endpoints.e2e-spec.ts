import { randomUUID } from 'node:crypto';
import { OPERATOR_ROLE } from '@sfl/auth-context';
import { graphqlRequest, metricValue, until } from '@sfl/testing';
import request from 'supertest';
import { MY_SPL_BALANCE, SPL_LEDGER_INVARIANT } from './operations/spl-rewards.operations';
import { type SplRewardsTestApp, startSplRewardsTestApp } from './spl-rewards-test-app';

// What operators read from the subgraph (docs/operations.md): /metrics after real traffic and
// events, /ready while it runs and once its database is gone.
describe('spl-rewards /metrics and /ready', () => {
  let t: SplRewardsTestApp;

  beforeAll(async () => {
    t = await startSplRewardsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const res = await request(t.server).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };
  const operations = (text: string, operation: string, outcome: string) =>
    metricValue(text, 'sfl_graphql_operation_duration_seconds_count', {
      service: 'spl-rewards',
      operation,
      type: 'query',
      outcome,
    }) ?? 0;

  it('should count each GraphQL operation by name, type and outcome', async () => {
    const before = await scrape();
    const operator = { userId: randomUUID(), roles: [OPERATOR_ROLE] };
    await graphqlRequest(t.server, SPL_LEDGER_INVARIANT, operator).expect(200);
    await graphqlRequest(t.server, SPL_LEDGER_INVARIANT, operator).expect(200);
    const signedOut = await graphqlRequest(t.server, MY_SPL_BALANCE);
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const after = await scrape();
    expect(operations(after, 'SplLedgerInvariant', 'success')).toBe(
      operations(before, 'SplLedgerInvariant', 'success') + 2,
    );
    expect(operations(after, 'MySplBalance', 'error')).toBe(operations(before, 'MySplBalance', 'error') + 1);
    expect(operations(after, 'MySplBalance', 'success')).toBe(0);
  });

  it('should show the ledger balanced, and the imbalance once a balance is written by hand', async () => {
    const ann = randomUUID();
    await t.inTransaction((manager) =>
      t.ledger.credit(manager, {
        idempotencyKey: randomUUID(),
        managerId: ann,
        amount: 300,
        kind: 'test_grant',
      }),
    );
    const balanced = await scrape();
    expect(metricValue(balanced, 'sfl_spl_ledger_balanced', { service: 'spl-rewards' })).toBe(1);
    expect(metricValue(balanced, 'sfl_spl_ledger_imbalance', { service: 'spl-rewards' })).toBe(0);

    await t.dataSource.query('UPDATE ledger_account SET balance = balance + 5 WHERE id = $1', [ann]);
    const broken = await scrape();
    expect(metricValue(broken, 'sfl_spl_ledger_balanced', { service: 'spl-rewards' })).toBe(0);
    expect(metricValue(broken, 'sfl_spl_ledger_imbalance', { service: 'spl-rewards' })).toBe(5);
    await t.dataSource.query('UPDATE ledger_account SET balance = balance - 5 WHERE id = $1', [ann]);
  });

  it("should show the latest gameweek's global bonus budget and what it issued", async () => {
    const latest = (text: string, name: string) =>
      metricValue(text, name, { service: 'spl-rewards', gameweek: '0' });
    const before = await scrape();
    await t.inTransaction((manager) =>
      t.ledger.credit(manager, {
        idempotencyKey: randomUUID(),
        managerId: randomUUID(),
        amount: 1000,
        kind: 'achievement',
      }),
    );
    const after = await scrape();
    expect(latest(after, 'sfl_spl_bonus_budget')).toBe(2_000_000);
    expect(latest(after, 'sfl_spl_bonus_issued')).toBe((latest(before, 'sfl_spl_bonus_issued') ?? 0) + 1000);
  });

  it('should count an event set aside and show it among the dead letters, the lag back at 0', async () => {
    const consumer = { service: 'spl-rewards', consumer: 'spl-rewards.rewards' };
    const deadLetters = (text: string) => metricValue(text, 'sfl_dead_letter_events', consumer);
    const before = await scrape();
    expect(deadLetters(before)).toBe(0);
    expect(metricValue(before, 'sfl_dead_letter_events_set_aside_total', consumer)).toBeUndefined();

    // An event of a type no contract knows, as a broken producer would record it.
    await t.standIns.dataSource.query(
      `INSERT INTO outbox_event (id, topic, type, version, aggregate_id, payload, trace_id, occurred_at)
       VALUES ($1, 'matches.events', 'SomethingNobodyKnows', 1, 'x', '{}', 't', now())`,
      [randomUUID()],
    );
    const setAside = (text: string) =>
      metricValue(text, 'sfl_dead_letter_events_set_aside_total', { ...consumer, topic: 'matches.events' });
    let after = '';
    // The row commits before the delivery reports it set aside: a scrape may fall in between.
    await until('the dead letter in /metrics', async () => {
      after = await scrape();
      return deadLetters(after) === 1 && setAside(after) !== undefined;
    });
    expect(setAside(after)).toBe(1);
    expect(metricValue(after, 'sfl_event_consumer_lag', { ...consumer, topic: 'matches.events' })).toBe(0);
    expect(metricValue(after, 'sfl_outbox_backlog', { service: 'matches' })).toBe(0);
  });

  it('should answer /ready 200 with every check ok while it runs, and 503 naming the database once it is gone', async () => {
    const ready = await request(t.server).get('/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', store: 'ok', events: 'ok' } });
    await request(t.server).get('/health').expect(200, { status: 'ok' });

    await t.dataSource.destroy();
    const gone = await request(t.server).get('/ready').expect(503);
    expect(gone.body.status).toBe('not ready');
    expect(gone.body.checks.database).not.toBe('ok');
    expect(gone.body.checks.store).toBe('ok');
  });
});
