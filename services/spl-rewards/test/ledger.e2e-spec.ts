import { randomUUID } from 'node:crypto';
import { OPERATOR_ROLE } from '@sfl/auth-context';
import { graphqlRequest } from '@sfl/testing';
import { MY_SPL_BALANCE, SPL_LEDGER_INVARIANT } from './operations/spl-rewards.operations';
import { expectLedgerBalanced, splRewardsSuite } from './spl-rewards-test-app';

// The ledger's API as the service's modules (rewards, achievements) and the coming market, league
// and battle work call it: each movement in the caller's transaction; balances read through GraphQL.
describe('SPL ledger', () => {
  const t = splRewardsSuite();
  let ann: string;
  let ben: string;

  const credit = (managerId: string, amount: number, idempotencyKey: string = randomUUID()) =>
    t.inTransaction((manager) =>
      t.ledger.credit(manager, { idempotencyKey, managerId, amount, kind: 'test_grant', reference: null }),
    );
  const balanceOf = async (userId: string) =>
    (await graphqlRequest(t.server, MY_SPL_BALANCE, { userId }).expect(200)).body.data.mySplBalance;
  const place = (managerId: string, amount: number, idempotencyKey: string = randomUUID()) =>
    t.inTransaction((manager) =>
      t.ledger.placeHold(manager, { idempotencyKey, managerId, amount, kind: 'market_purchase' }),
    );

  beforeEach(() => {
    ann = randomUUID();
    ben = randomUUID();
  });

  describe('credits', () => {
    it('should issue SPL to a manager: balance and total earned grow, and the invariant counts it issued', async () => {
      expect(await credit(ann, 500)).toEqual({
        applied: true,
        balance: { currentBalance: 500, totalEarned: 500 },
      });
      expect(await credit(ann, 200)).toEqual({
        applied: true,
        balance: { currentBalance: 700, totalEarned: 700 },
      });
      expect(await balanceOf(ann)).toEqual({ currentBalance: 700, totalEarned: 700 });
      const res = await graphqlRequest(t.server, SPL_LEDGER_INVARIANT, {
        userId: randomUUID(),
        roles: [OPERATOR_ROLE],
      }).expect(200);
      expect(res.body.data.splLedgerInvariant).toEqual({
        issued: 700,
        balances: 700,
        escrow: 0,
        treasury: 0,
        holds: 0,
        balanced: true,
      });
    });

    it('should change nothing when a key is applied again, and answer the first result', async () => {
      const key = randomUUID();
      const first = await credit(ann, 300, key);
      await credit(ann, 100);
      expect(await credit(ann, 300, key)).toEqual({ ...first, applied: false });
      expect(await balanceOf(ann)).toEqual({ currentBalance: 400, totalEarned: 400 });
    });

    it('should apply a key once when two transactions apply it at the same time', async () => {
      const key = randomUUID();
      const results = await Promise.all([credit(ann, 250, key), credit(ann, 250, key)]);
      expect(results.map((result) => result.applied).sort()).toEqual([false, true]);
      expect(results[0]!.balance).toEqual({ currentBalance: 250, totalEarned: 250 });
      expect(results[1]!.balance).toEqual({ currentBalance: 250, totalEarned: 250 });
      expect(await balanceOf(ann)).toEqual({ currentBalance: 250, totalEarned: 250 });
    });

    it('should credit many at once, in order, with each manager’s running balance', async () => {
      const results = await t.inTransaction((manager) =>
        t.ledger.creditMany(manager, [
          { idempotencyKey: 'a-1', managerId: ann, amount: 200, kind: 'test_grant' },
          { idempotencyKey: 'b-1', managerId: ben, amount: 500, kind: 'test_grant' },
          { idempotencyKey: 'a-2', managerId: ann, amount: 800, kind: 'test_grant' },
          { idempotencyKey: 'a-1', managerId: ann, amount: 200, kind: 'test_grant' },
        ]),
      );
      expect(results).toEqual([
        { applied: true, balance: { currentBalance: 200, totalEarned: 200 } },
        { applied: true, balance: { currentBalance: 500, totalEarned: 500 } },
        { applied: true, balance: { currentBalance: 1000, totalEarned: 1000 } },
        { applied: false, balance: { currentBalance: 200, totalEarned: 200 } },
      ]);
    });

    it('should credit the same new managers from two transactions at once without a deadlock', async () => {
      for (let round = 0; round < 3; round++) {
        const managers = Array.from({ length: 2000 }, () => randomUUID());
        const creditAll = (order: string[]) =>
          t.inTransaction((manager) =>
            t.ledger.creditMany(
              manager,
              order.map((managerId) => ({
                idempotencyKey: randomUUID(),
                managerId,
                amount: 10,
                kind: 'test_grant',
              })),
            ),
          );
        await Promise.all([creditAll(managers), creditAll([...managers].reverse())]);
        expect(await balanceOf(managers[0]!)).toEqual({ currentBalance: 20, totalEarned: 20 });
      }
    });

    it.each([0, -5, 1.5])('should refuse an amount of %d and move nothing', async (amount) => {
      await expect(credit(ann, amount)).rejects.toMatchObject({ reason: 'INVALID_AMOUNT' });
      expect(await balanceOf(ann)).toEqual({ currentBalance: 0, totalEarned: 0 });
    });

    it('should refuse a key first used for another kind of movement', async () => {
      await credit(ann, 500);
      const key = randomUUID();
      await place(ann, 100, key);
      await expect(credit(ann, 100, key)).rejects.toMatchObject({ reason: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('should roll the credit back with the caller’s transaction', async () => {
      await expect(
        t.inTransaction(async (manager) => {
          await t.ledger.credit(manager, {
            idempotencyKey: 'k',
            managerId: ann,
            amount: 100,
            kind: 'test_grant',
          });
          throw new Error('the caller failed after the credit');
        }),
      ).rejects.toThrow('the caller failed');
      expect(await balanceOf(ann)).toEqual({ currentBalance: 0, totalEarned: 0 });
      // The key is free again: nothing of the failed transaction stayed.
      expect((await credit(ann, 100, 'k')).applied).toBe(true);
    });
  });

  describe('holds', () => {
    beforeEach(async () => {
      await credit(ann, 1000);
    });

    it('should move a placed hold from the manager to escrow', async () => {
      const hold = await place(ann, 300);
      expect(hold).toEqual({
        applied: true,
        holdId: expect.any(String),
        balance: { currentBalance: 700, totalEarned: 1000 },
      });
      const audit = await expectLedgerBalanced(t.app);
      expect(audit).toMatchObject({ issued: 1000, balances: 700, escrow: 300, holds: 300, treasury: 0 });
    });

    it('should refuse a hold larger than the balance whole, with INSUFFICIENT_SPL', async () => {
      await expect(place(ann, 1001)).rejects.toMatchObject({
        reason: 'INSUFFICIENT_SPL',
        code: 'CONFLICT',
        message: 'Not enough SPL: 1001 needed, 1000 available',
      });
      await expect(place(ben, 1)).rejects.toMatchObject({ reason: 'INSUFFICIENT_SPL' });
      expect(await balanceOf(ann)).toEqual({ currentBalance: 1000, totalEarned: 1000 });
      expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 0, holds: 0 });
    });

    it('should let a refused hold’s key be used again once the manager can pay', async () => {
      await expect(place(ann, 1500, 'buy-1')).rejects.toMatchObject({ reason: 'INSUFFICIENT_SPL' });
      await credit(ann, 500);
      expect((await place(ann, 1500, 'buy-1')).applied).toBe(true);
    });

    it('should place a hold once when retried, answering the same hold', async () => {
      const first = await place(ann, 400, 'buy-2');
      expect(await place(ann, 400, 'buy-2')).toEqual({ ...first, applied: false });
      expect(await balanceOf(ann)).toEqual({ currentBalance: 600, totalEarned: 1000 });
    });

    it('should never let two holds together take more than the balance', async () => {
      const outcomes = await Promise.allSettled([place(ann, 600), place(ann, 600)]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await balanceOf(ann)).toEqual({ currentBalance: 400, totalEarned: 1000 });
    });

    it('should capture a hold to payees and the treasury, once; payees’ total earned stays', async () => {
      const { holdId } = await place(ann, 500);
      const capture = (idempotencyKey: string) =>
        t.inTransaction((manager) =>
          t.ledger.captureHold(manager, {
            idempotencyKey,
            holdId,
            payees: [{ managerId: ben, amount: 450 }],
            treasury: 50,
            kind: 'market_sale',
          }),
        );
      expect(await capture('sale-1')).toEqual({ applied: true, holdId });
      expect(await capture('sale-1')).toEqual({ applied: false, holdId });
      await expect(capture('sale-2')).rejects.toMatchObject({
        reason: 'HOLD_ALREADY_SETTLED',
        message: `SPL hold ${holdId} is already captured`,
      });
      expect(await balanceOf(ann)).toEqual({ currentBalance: 500, totalEarned: 1000 });
      expect(await balanceOf(ben)).toEqual({ currentBalance: 450, totalEarned: 0 });
      expect(await expectLedgerBalanced(t.app)).toMatchObject({
        escrow: 0,
        holds: 0,
        treasury: 50,
        balances: 950,
      });
    });

    it('should refuse a capture that does not pay out exactly the hold, and leave it held', async () => {
      const { holdId } = await place(ann, 500);
      await expect(
        t.inTransaction((manager) =>
          t.ledger.captureHold(manager, {
            idempotencyKey: randomUUID(),
            holdId,
            payees: [{ managerId: ben, amount: 400 }],
            treasury: 50,
            kind: 'market_sale',
          }),
        ),
      ).rejects.toMatchObject({ reason: 'CAPTURE_NOT_EQUAL_TO_HOLD' });
      expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 500, holds: 500 });
    });

    it('should release a hold back to its manager once, after which it cannot be captured', async () => {
      const { holdId } = await place(ann, 300);
      const release = (idempotencyKey: string) =>
        t.inTransaction((manager) =>
          t.ledger.releaseHold(manager, { idempotencyKey, holdId, kind: 'market_cancelled' }),
        );
      expect(await release('cancel-1')).toEqual({ applied: true, holdId });
      expect(await release('cancel-1')).toEqual({ applied: false, holdId });
      await expect(release('cancel-2')).rejects.toMatchObject({ reason: 'HOLD_ALREADY_SETTLED' });
      await expect(
        t.inTransaction((manager) =>
          t.ledger.captureHold(manager, {
            idempotencyKey: randomUUID(),
            holdId,
            payees: [{ managerId: ben, amount: 300 }],
            kind: 'market_sale',
          }),
        ),
      ).rejects.toMatchObject({ reason: 'HOLD_ALREADY_SETTLED' });
      expect(await balanceOf(ann)).toEqual({ currentBalance: 1000, totalEarned: 1000 });
      expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 0, holds: 0 });
    });

    it('should settle a hold once when a capture and a release race', async () => {
      const { holdId } = await place(ann, 300);
      const outcomes = await Promise.allSettled([
        t.inTransaction((manager) =>
          t.ledger.captureHold(manager, {
            idempotencyKey: randomUUID(),
            holdId,
            payees: [{ managerId: ben, amount: 300 }],
            kind: 'market_sale',
          }),
        ),
        t.inTransaction((manager) =>
          t.ledger.releaseHold(manager, { idempotencyKey: randomUUID(), holdId, kind: 'market_cancelled' }),
        ),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const [annAfter, benAfter] = [await balanceOf(ann), await balanceOf(ben)];
      expect(annAfter.currentBalance + benAfter.currentBalance).toBe(1000);
    });

    it('should answer HOLD_NOT_FOUND for an unknown hold', async () => {
      await expect(
        t.inTransaction((manager) =>
          t.ledger.releaseHold(manager, { idempotencyKey: randomUUID(), holdId: randomUUID(), kind: 'x' }),
        ),
      ).rejects.toMatchObject({ reason: 'HOLD_NOT_FOUND' });
    });
  });

  it('should refuse, by its CHECK constraint, a balance below 0 written past the rules', async () => {
    await credit(ann, 100);
    await expect(
      t.dataSource.query('UPDATE ledger_account SET balance = -1 WHERE id = $1', [ann]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
