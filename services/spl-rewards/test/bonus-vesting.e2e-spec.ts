import { randomUUID } from 'node:crypto';
import {
  CompetitionStakeRequested,
  GameweekFinished,
  LineupLocked,
  marketFeeFor,
  MarketPurchaseRequested,
  MarketSaleCompleted,
  type StakePurpose,
} from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { holdWorld } from './hold-world';
import { MY_SPL_BALANCE_WITH_LOCKED_BONUS } from './operations/spl-rewards.operations';
import { expectLedgerBalanced, splRewardsSuite } from './spl-rewards-test-app';
import { lineupOf, SplWorld } from './spl-world';

interface Answer {
  type: string;
  payload: Record<string, unknown>;
}

const EARLY_ADOPTER_SPL = 1000;

// Bonus SPL (Early Adopter and every achievement reward) pays other managers only as its manager
// plays gameweeks (VESTING_GAMEWEEKS, 2 by default): registrations, lineups and finished
// gameweeks published as users, squads and matches record them, purchases and stakes as nft and
// leagues ask for them, answers read from spl-rewards' outbox, balances through GraphQL, and the
// ledger audited after every test.
describe('bonus SPL vesting with play', () => {
  const t = splRewardsSuite(['achievements', 'market', 'competitions', 'vesting']);
  const world = new SplWorld(t);
  const { grant, ledgerState } = holdWorld(t);

  const balanceOf = async (userId: string) =>
    (await graphqlRequest(t.server, MY_SPL_BALANCE_WITH_LOCKED_BONUS, { userId }).expect(200)).body.data
      .mySplBalance;

  /** A new manager: Early Adopter's 1,000 SPL is his whole balance. */
  const newcomer = async (username: string) => {
    const managerId = await world.manager(username);
    expect(await balanceOf(managerId)).toMatchObject({ currentBalance: EARLY_ADOPTER_SPL });
    return managerId;
  };
  const lockLineup = (managerId: string, gameweek: number) =>
    t.publish(LineupLocked, managerId, lineupOf(managerId, gameweek, { starters: [] }));
  const finishGameweek = (gameweek: number) =>
    t.publish(GameweekFinished, `gameweek-${gameweek}`, {
      gameweek,
      finishedAt: new Date().toISOString(),
      lastMatchId: randomUUID(),
    });
  const play = async (managerId: string, gameweek: number) => {
    await lockLineup(managerId, gameweek);
    await finishGameweek(gameweek);
  };

  /** What spl-rewards answered the purchase or the stake. */
  const answerTo = async (key: 'purchaseId' | 'stakeId', id: string): Promise<Answer> => {
    const [answer] = (await t.dataSource.query(
      `SELECT type, payload FROM outbox_event WHERE payload->>$1 = $2 ORDER BY sequence`,
      [key, id],
    )) as Answer[];
    return answer!;
  };
  /** Asks to hold `price` from the buyer for a listing of `sellerId`, or for a new card (null). */
  const buy = async (buyerId: string, sellerId: string | null, price: number) => {
    const purchaseId = randomUUID();
    await t.publish(MarketPurchaseRequested, purchaseId, {
      purchaseId,
      buyerId,
      sellerId,
      price,
      requestedAt: new Date().toISOString(),
    });
    return answerTo('purchaseId', purchaseId);
  };
  const stake = async (managerId: string, purpose: StakePurpose, amount: number) => {
    const stakeId = randomUUID();
    await t.publish(CompetitionStakeRequested, managerId, {
      stakeId,
      managerId,
      competitionId: randomUUID(),
      purpose,
      amount,
      requestedAt: new Date().toISOString(),
    });
    return answerTo('stakeId', stakeId);
  };

  it('should refuse a fresh manager paying another manager with Early Adopter SPL, and move nothing', async () => {
    const sybil = await newcomer('sybil');
    const main = await newcomer('main');
    expect(await balanceOf(sybil)).toEqual({
      currentBalance: 1000,
      totalEarned: 1000,
      lockedBonus: 1000,
      gameweeksUntilUnlocked: 2,
    });
    const before = await ledgerState();

    const listing = await buy(sybil, main, 1000);
    expect(listing).toEqual({
      type: 'MarketFundsRefused',
      payload: expect.objectContaining({ buyerId: sybil, amount: 1000, currentBalance: 1000, spendable: 0 }),
    });
    expect(await buy(sybil, main, 1)).toMatchObject({ type: 'MarketFundsRefused' });
    for (const purpose of ['league_entry_fee', 'league_prize_pool', 'battle_wager'] as const)
      expect(await stake(sybil, purpose, 10)).toEqual({
        type: 'CompetitionStakeRefused',
        payload: expect.objectContaining({ purpose, amount: 10, currentBalance: 1000, spendable: 0 }),
      });

    expect(await ledgerState()).toEqual(before);
    expect(await balanceOf(main)).toMatchObject({ currentBalance: 1000 });
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 0, holds: 0, issued: 2000 });
  });

  it('should let locked bonus SPL buy a new card from the product, whose price goes to the treasury', async () => {
    const ann = await newcomer('ann');
    expect(await buy(ann, null, 600)).toMatchObject({
      type: 'MarketFundsHeld',
      payload: { amount: 600, balance: { currentBalance: 400, totalEarned: 1000 } },
    });
    // At most the balance is shown locked.
    expect(await balanceOf(ann)).toMatchObject({ currentBalance: 400, lockedBonus: 400 });
  });

  it('should unlock half the bonus after one finished gameweek played and all of it after two', async () => {
    const ann = await newcomer('ann');
    const ben = await newcomer('ben');

    // A lineup for a gameweek not finished yet, and a gameweek finished without his lineup: not played.
    await lockLineup(ann, 1);
    await finishGameweek(2);
    expect(await balanceOf(ann)).toMatchObject({ lockedBonus: 1000, gameweeksUntilUnlocked: 2 });

    await finishGameweek(1);
    expect(await balanceOf(ann)).toEqual({
      currentBalance: 1000,
      totalEarned: 1000,
      lockedBonus: 500,
      gameweeksUntilUnlocked: 1,
    });
    expect(await buy(ann, ben, 501)).toMatchObject({
      type: 'MarketFundsRefused',
      payload: { currentBalance: 1000, spendable: 500 },
    });
    expect(await buy(ann, ben, 300)).toMatchObject({ type: 'MarketFundsHeld' });
    expect(await stake(ann, 'battle_wager', 200)).toMatchObject({ type: 'CompetitionStakeHeld' });
    expect(await stake(ann, 'battle_wager', 1)).toMatchObject({
      type: 'CompetitionStakeRefused',
      payload: { currentBalance: 500, spendable: 0 },
    });
    expect(await balanceOf(ann)).toMatchObject({ currentBalance: 500, lockedBonus: 500 });

    // Gameweek 2 finished before his lineup for it was applied: played all the same.
    await lockLineup(ann, 2);
    expect(await balanceOf(ann)).toMatchObject({ lockedBonus: 0, gameweeksUntilUnlocked: 0 });
    expect(await stake(ann, 'league_entry_fee', 500)).toMatchObject({
      type: 'CompetitionStakeHeld',
      payload: { balance: { currentBalance: 0, totalEarned: 1000 } },
    });
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ escrow: 1000, holds: 1000 });
  });

  it('should count each gameweek once, whatever is delivered twice', async () => {
    const ann = await newcomer('ann');
    await play(ann, 1);
    await lockLineup(ann, 1);
    await finishGameweek(1);
    expect(await balanceOf(ann)).toMatchObject({ lockedBonus: 500, gameweeksUntilUnlocked: 1 });
    await t.redeliverAll();
    expect(await balanceOf(ann)).toMatchObject({ lockedBonus: 500, gameweeksUntilUnlocked: 1 });
  });

  it('should let SPL that is not bonus always pay other managers: earned, or received from a sale', async () => {
    const ann = await newcomer('ann');
    const ben = await newcomer('ben');
    await grant(ann, 300);
    expect(await balanceOf(ann)).toMatchObject({ currentBalance: 1300, lockedBonus: 1000 });

    expect(await buy(ann, ben, 301)).toMatchObject({
      type: 'MarketFundsRefused',
      payload: { currentBalance: 1300, spendable: 300 },
    });
    // Ann's earned SPL buys Ben's listing: what Ben receives is his to pay others, his bonus is not.
    const sale = await buy(ann, ben, 100);
    expect(sale).toMatchObject({ type: 'MarketFundsHeld' });
    await t.publish(MarketSaleCompleted, sale.payload.purchaseId as string, {
      purchaseId: sale.payload.purchaseId as string,
      cardId: randomUUID(),
      buyerId: ann,
      sellerId: ben,
      price: 100,
      sellerAmount: 100 - marketFeeFor(100),
      fee: marketFeeFor(100),
      completedAt: new Date().toISOString(),
    });
    expect(await balanceOf(ben)).toMatchObject({ currentBalance: 1095, lockedBonus: 1000 });
    expect(await stake(ben, 'battle_wager', 96)).toMatchObject({
      type: 'CompetitionStakeRefused',
      payload: { currentBalance: 1095, spendable: 95 },
    });
    expect(await stake(ben, 'battle_wager', 95)).toMatchObject({ type: 'CompetitionStakeHeld' });

    expect(await stake(ann, 'league_prize_pool', 200)).toMatchObject({ type: 'CompetitionStakeHeld' });
    expect(await balanceOf(ann)).toMatchObject({ currentBalance: 1000, lockedBonus: 1000 });
    expect(await expectLedgerBalanced(t.app)).toMatchObject({ issued: 2300, escrow: 295, treasury: 5 });
  });

  it('should refuse more than the balance as too little SPL, with what of it could pay', async () => {
    const ann = await newcomer('ann');
    await play(ann, 1);
    expect(await buy(ann, randomUUID(), 1500)).toMatchObject({
      type: 'MarketFundsRefused',
      payload: { amount: 1500, currentBalance: 1000, spendable: 500 },
    });
  });

  it('should count an account whose bonus received differs from its achievement credits as drifted', async () => {
    const ann = await newcomer('ann');
    expect(await t.ledger.audit()).toMatchObject({ driftedAccounts: 0, balanced: true });

    // Written by hand, the bonus would unlock SPL the achievements never paid.
    await t.dataSource.query('UPDATE ledger_account SET bonus_received = 0 WHERE id = $1', [ann]);
    expect(await balanceOf(ann)).toMatchObject({ lockedBonus: 0 });
    expect(await t.ledger.audit()).toMatchObject({ driftedAccounts: 1, balanced: false });
    await t.dataSource.query('UPDATE ledger_account SET bonus_received = $2 WHERE id = $1', [
      ann,
      EARLY_ADOPTER_SPL,
    ]);
  });
});
