import { randomUUID } from 'node:crypto';
import { graphqlRequest } from '@sfl/testing';
import { AchievementsWorld } from './achievements-world';
import { MY_ACHIEVEMENTS } from './operations/achievements.operations';
import { MY_SPL_BALANCE } from './operations/spl-rewards.operations';
import { expectLedgerBalanced, splRewardsSuite } from './spl-rewards-test-app';
import { SplWorld } from './spl-world';

// The least global budget allowed (Legend Collector's 2,500): two Early Adopters' 1,000 fit, a third does not.
const GLOBAL_BUDGET = 2500;
const GAMEWEEK = 4;

describe('the global emission budget of bonus SPL', () => {
  const t = splRewardsSuite(['rewards', 'achievements', 'leagueChampions'], {
    bonusSplPerGameweekGlobal: GLOBAL_BUDGET,
  });
  let world: SplWorld;
  let aw: AchievementsWorld;

  const balanceOf = async (userId: string) =>
    (await graphqlRequest(t.server, MY_SPL_BALANCE, { userId }).expect(200)).body.data.mySplBalance as {
      currentBalance: number;
      totalEarned: number;
    };
  const unlockedOf = async (userId: string) =>
    (
      (await graphqlRequest(t.server, MY_ACHIEVEMENTS, { userId }).expect(200)).body.data.myAchievements as {
        id: string;
        unlocked: boolean;
      }[]
    )
      .filter((achievement) => achievement.unlocked)
      .map((achievement) => achievement.id);
  /** Each AchievementUnlocked event recorded (one per reward paid): manager, achievement. */
  const paidRewards = async () =>
    (
      (await t.dataSource.query(
        `SELECT payload FROM outbox_event WHERE type = 'AchievementUnlocked' ORDER BY sequence`,
      )) as { payload: { managerId: string; achievementId: string } }[]
    ).map(({ payload }) => [payload.managerId, payload.achievementId]);
  const manager = async (username: string) => {
    const id = await world.manager(username);
    await aw.settled();
    return id;
  };
  const ledgerCredit = (managerId: string, amount: number, kind = 'achievement') =>
    t.inTransaction((manager) =>
      t.ledger.credit(manager, { idempotencyKey: `${kind}:${managerId}:${amount}`, managerId, amount, kind }),
    );

  beforeEach(() => {
    world = new SplWorld(t);
    aw = new AchievementsWorld(t);
  });

  it('should make bonus rewards wait, in order, once the gameweek budget is spent, and pay each once at the next deadline', async () => {
    const ann = await manager('ann');
    const ben = await manager('ben');
    // 2,000 of 2,500 issued: cyd's 1,000 does not fit, so the gameweek is spent
    const cyd = await manager('cyd');
    expect(await unlockedOf(cyd)).toEqual(['early-adopter']);
    expect(await balanceOf(cyd)).toEqual({ currentBalance: 0, totalEarned: 0 });

    // ann's First Goal (100) would fit the 500 left, but waits behind cyd's reward; her play SPL is
    // not bonus and is paid at once
    const striker = await world.footballer('Ada Stone', 'ST');
    await world.lineup(ann, GAMEWEEK, { starters: [striker], bench: [] });
    await world.action('GOAL', striker, {
      gameweek: GAMEWEEK,
      minute: 10,
      score: [1, 0],
      matchId: randomUUID(),
    });
    await aw.settled();
    expect(await unlockedOf(ann)).toEqual(['first-goal', 'early-adopter']);
    expect(await balanceOf(ann)).toEqual({ currentBalance: 1200, totalEarned: 1200 });
    expect(await paidRewards()).toEqual([
      [ann, 'early-adopter'],
      [ben, 'early-adopter'],
    ]);

    await aw.recordDeadline(1);
    await aw.recordDeadline(2);
    await aw.settled();
    expect(await balanceOf(cyd)).toEqual({ currentBalance: 1000, totalEarned: 1000 });
    expect(await balanceOf(ann)).toEqual({ currentBalance: 1300, totalEarned: 1300 });
    expect(await paidRewards()).toEqual([
      [ann, 'early-adopter'],
      [ben, 'early-adopter'],
      [cyd, 'early-adopter'],
      [ann, 'first-goal'],
    ]);
    const audit = await expectLedgerBalanced(t.app);
    expect(audit.bonusBudgets).toEqual([
      { gameweek: 0, budget: GLOBAL_BUDGET, issued: 2000, spent: true },
      { gameweek: 1, budget: GLOBAL_BUDGET, issued: 1100, spent: false },
      { gameweek: 2, budget: GLOBAL_BUDGET, issued: 0, spent: false },
    ]);

    // every consumed event again, markers gone: nothing is paid twice
    await aw.redeliverEverything();
    expect(await paidRewards()).toHaveLength(4);
    expect(await balanceOf(ann)).toEqual({ currentBalance: 1300, totalEarned: 1300 });
    expect((await expectLedgerBalanced(t.app)).bonusBudgets).toEqual(audit.bonusBudgets);
  });

  it('should refuse a bonus credit beyond what is left of the budget, changing nothing, but not SPL that is not bonus', async () => {
    const [ann, ben] = [randomUUID(), randomUUID()];
    await ledgerCredit(ann, 2000);
    await expect(ledgerCredit(ben, 501)).rejects.toMatchObject({ reason: 'BONUS_BUDGET_EXCEEDED' });
    expect(await balanceOf(ben)).toEqual({ currentBalance: 0, totalEarned: 0 });
    const [{ refused }] = (await t.dataSource.query(
      `SELECT count(*)::int AS refused FROM ledger_transaction WHERE idempotency_key = $1`,
      [`achievement:${ben}:501`],
    )) as { refused: number }[];
    expect(refused).toBe(0);

    // SPL that is not bonus is not drawn from it; what is left still pays a bonus that fits
    await ledgerCredit(ben, 5000, 'test_grant');
    await ledgerCredit(ben, 500);
    expect(await balanceOf(ben)).toEqual({ currentBalance: 5500, totalEarned: 5500 });
    expect((await expectLedgerBalanced(t.app)).bonusBudgets).toEqual([
      { gameweek: 0, budget: GLOBAL_BUDGET, issued: GLOBAL_BUDGET, spent: false },
    ]);

    // the table refuses it too, whatever the code above it
    await expect(
      t.dataSource.query('UPDATE ledger_bonus_budget SET issued = budget + 1 WHERE gameweek = 0'),
    ).rejects.toMatchObject({ constraint: 'CHK_ledger_bonus_budget_within' });
  });

  it('should refuse any bonus credit once the gameweek is spent, until the next gameweek opens', async () => {
    const ann = randomUUID();
    await t.inTransaction((manager) => t.ledger.markBonusBudgetSpent(manager));
    await expect(ledgerCredit(ann, 100)).rejects.toMatchObject({ reason: 'BONUS_BUDGET_EXCEEDED' });
    await t.inTransaction((manager) => t.ledger.openBonusGameweek(manager, 1));
    await ledgerCredit(ann, 100);
    await ledgerCredit(ann, 100); // the same key again: applied once
    expect(await balanceOf(ann)).toEqual({ currentBalance: 100, totalEarned: 100 });
    expect((await expectLedgerBalanced(t.app)).bonusBudgets).toEqual([
      { gameweek: 0, budget: GLOBAL_BUDGET, issued: 0, spent: true },
      { gameweek: 1, budget: GLOBAL_BUDGET, issued: 100, spent: false },
    ]);
  });
});
