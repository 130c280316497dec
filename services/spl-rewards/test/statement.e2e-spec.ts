import { randomUUID } from 'node:crypto';
import {
  CompetitionPayoutRequested,
  CompetitionReleaseRequested,
  CompetitionStakeRequested,
  marketFeeFor,
  MarketPurchaseFailed,
  MarketPurchaseRequested,
  MarketSaleCompleted,
  type StakePurpose,
} from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { holdWorld } from './hold-world';
import { splStatement } from './operations/spl-rewards.operations';
import { splRewardsSuite } from './spl-rewards-test-app';
import { SplWorld } from './spl-world';

interface Line {
  id: string;
  at: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  reason: string;
  holdStatus: string | null;
  fee: number | null;
  cause: { type: string; id: string } | null;
  footballer: { id: string } | null;
}

const GAMEWEEK = 4;

// A manager's statement as the SPL page reads it (splStatement through GraphQL), after SPL moved
// the ways the ledger moves it: rewards paid by the rewards consumer, purchases, sales and stakes
// as nft and leagues ask for them. Its lines add up to the balance the page shows.
describe('splStatement', () => {
  const t = splRewardsSuite(['rewards', 'market', 'competitions']);
  const world = new SplWorld(t);
  const { balanceOf } = holdWorld(t);

  const page = async (userId: string, limit: number, before: string | null = null) => {
    const res = await graphqlRequest(t.server, splStatement({ limit, before }), { userId }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.splStatement as { items: Line[]; total: number; nextCursor: string | null };
  };
  /** Every line, read `limit` at a time by following nextCursor. */
  const statementOf = async (userId: string, limit = 3): Promise<Line[]> => {
    const lines: Line[] = [];
    let before: string | null = null;
    let total = 0;
    do {
      const next = await page(userId, limit, before);
      expect(next.items.length).toBeLessThanOrEqual(limit);
      lines.push(...next.items);
      ({ total } = next);
      before = next.nextCursor;
    } while (before);
    expect(total).toBe(lines.length);
    return lines;
  };
  /** The lines add up to the balance the page shows, and each line's balance is the sum up to it. */
  const expectAddsUp = async (userId: string, lines: Line[]) => {
    const { currentBalance } = await balanceOf(userId);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(currentBalance);
    let running = 0;
    for (const line of [...lines].reverse()) {
      running += line.amount;
      expect(line.balanceAfter).toBe(running);
    }
    expect(lines[0]?.balanceAfter ?? 0).toBe(currentBalance);
  };

  const stake = async (managerId: string, competitionId: string, purpose: StakePurpose, amount: number) => {
    const stakeId = randomUUID();
    await t.publish(CompetitionStakeRequested, managerId, {
      stakeId,
      managerId,
      competitionId,
      purpose,
      amount,
      requestedAt: new Date().toISOString(),
    });
    return stakeId;
  };
  const payOut = (
    competitionId: string,
    reason: 'league_prizes' | 'battle_won',
    stakeIds: string[],
    payees: { managerId: string; amount: number }[],
  ) =>
    t.publish(CompetitionPayoutRequested, competitionId, {
      settlementId: randomUUID(),
      competitionId,
      reason,
      stakeIds,
      payees,
      requestedAt: new Date().toISOString(),
    });
  const release = (competitionId: string, stakeIds: string[]) =>
    t.publish(CompetitionReleaseRequested, competitionId, {
      settlementId: randomUUID(),
      competitionId,
      reason: 'league_cancelled',
      stakeIds,
      requestedAt: new Date().toISOString(),
    });
  const purchase = async (buyerId: string, sellerId: string | null, price: number) => {
    const purchaseId = randomUUID();
    await t.publish(MarketPurchaseRequested, purchaseId, {
      purchaseId,
      buyerId,
      sellerId,
      price,
      requestedAt: new Date().toISOString(),
    });
    return purchaseId;
  };
  const sell = (purchaseId: string, buyerId: string, sellerId: string, price: number) =>
    t.publish(MarketSaleCompleted, purchaseId, {
      purchaseId,
      cardId: randomUUID(),
      buyerId,
      sellerId,
      price,
      sellerAmount: price - marketFeeFor(price),
      fee: marketFeeFor(price),
      completedAt: new Date().toISOString(),
    });

  it('should list every movement newest first, adding up to the balance, after rewards, a sale, a purchase, a league and battles', async () => {
    const [ann, ben] = [await world.manager('ann'), await world.manager('ben')];
    const striker = await world.footballer('Kofi Brannock', 'ST');
    await world.lineup(ann, GAMEWEEK, { starters: [striker], captain: striker });
    await world.lineup(ben, GAMEWEEK, { starters: [striker] });
    const { matchId } = await world.action('GOAL', striker, {
      gameweek: GAMEWEEK,
      minute: 12,
      score: [1, 0],
    });
    // ann 400 (captain), ben 200

    const bought = await purchase(ann, ben, 150);
    await sell(bought, ann, ben, 150);
    const failed = await purchase(ann, null, 20);
    await t.publish(MarketPurchaseFailed, failed, {
      purchaseId: failed,
      buyerId: ann,
      reason: 'CARD_UNAVAILABLE',
      failedAt: new Date().toISOString(),
    });

    const league = randomUUID();
    const annFee = await stake(ann, league, 'league_entry_fee', 50);
    const benFee = await stake(ben, league, 'league_entry_fee', 50);
    await payOut(league, 'league_prizes', [annFee, benFee], [{ managerId: ann, amount: 100 }]);

    const battle = randomUUID();
    const annWager = await stake(ann, battle, 'battle_wager', 25);
    const benWager = await stake(ben, battle, 'battle_wager', 25);
    await payOut(battle, 'battle_won', [annWager, benWager], [{ managerId: ben, amount: 50 }]);
    const cancelled = randomUUID();
    const released = await stake(ann, cancelled, 'battle_wager', 10);
    await release(cancelled, [released]);
    const pending = randomUUID();
    await stake(ann, pending, 'battle_wager', 30);

    const annLines = await statementOf(ann);
    expect(annLines.map(({ kind, amount, holdStatus }) => [kind, amount, holdStatus])).toEqual([
      ['BATTLE_WAGER', -30, 'HELD'],
      ['BATTLE_REFUND', 10, null],
      ['BATTLE_WAGER', -10, 'RELEASED'],
      ['BATTLE_WAGER', -25, 'CAPTURED'],
      // The prize is paid out of each entry fee held: a line per stake.
      ['LEAGUE_PRIZE', 50, null],
      ['LEAGUE_PRIZE', 50, null],
      ['LEAGUE_ENTRY_FEE', -50, 'CAPTURED'],
      ['MARKET_PURCHASE_REFUND', 20, null],
      ['MARKET_PURCHASE', -20, 'RELEASED'],
      ['MARKET_PURCHASE', -150, 'CAPTURED'],
      ['MATCH_REWARD', 400, null],
    ]);
    await expectAddsUp(ann, annLines);
    expect(annLines.map((line) => line.cause)).toEqual([
      { type: 'BATTLE', id: pending },
      { type: 'BATTLE', id: cancelled },
      { type: 'BATTLE', id: cancelled },
      { type: 'BATTLE', id: battle },
      { type: 'LEAGUE', id: league },
      { type: 'LEAGUE', id: league },
      { type: 'LEAGUE', id: league },
      { type: 'MARKET_PURCHASE', id: failed },
      { type: 'MARKET_PURCHASE', id: failed },
      { type: 'MARKET_PURCHASE', id: bought },
      { type: 'MATCH', id: matchId },
    ]);
    // Only a match reward names a footballer: the one whose goal it pays, for his page.
    expect(annLines.map((line) => line.footballer)).toEqual([...Array(10).fill(null), { id: striker.id }]);
    expect(annLines.map((line) => line.reason)).toEqual([
      'Battle wager (held until the battle is settled)',
      'Battle wager returned',
      'Battle wager (returned)',
      'Battle wager (paid to the winner)',
      'League prize',
      'League prize',
      'League entry fee (paid out as prizes)',
      'Card purchase did not go through: SPL returned',
      'Card purchase (did not go through, returned)',
      'Card purchase (paid)',
      'Goal by Kofi Brannock (Captain 2x)',
    ]);

    const benLines = await statementOf(ben, 2);
    const fee = marketFeeFor(150);
    expect(benLines.map(({ kind, amount, reason, fee: lineFee }) => [kind, amount, reason, lineFee])).toEqual(
      [
        ['BATTLE_WINNINGS', 25, 'Battle won: winnings', null],
        ['BATTLE_WINNINGS', 25, 'Battle won: winnings', null],
        ['BATTLE_WAGER', -25, 'Battle wager (paid to the winner)', null],
        ['LEAGUE_ENTRY_FEE', -50, 'League entry fee (paid out as prizes)', null],
        ['MARKET_SALE', 150 - fee, `Card sold for 150 SPL, less a ${fee} SPL market fee`, fee],
        ['MATCH_REWARD', 200, 'Goal by Kofi Brannock', null],
      ],
    );
    expect(benLines[4]!.cause).toEqual({ type: 'MARKET_PURCHASE', id: bought });
    await expectAddsUp(ben, benLines);
    expect(annLines.map((line) => line.at)).toEqual([...annLines.map((line) => line.at)].sort().reverse());
  });

  it('should page by cursor without skipping or repeating a line when a movement lands meanwhile', async () => {
    const ann = randomUUID();
    const { grant } = holdWorld(t);
    for (const amount of [1, 2, 3, 4, 5]) await grant(ann, amount);
    const first = await page(ann, 2);
    expect(first.items.map((line) => line.amount)).toEqual([5, 4]);
    expect(first.total).toBe(5);
    await grant(ann, 6);
    const second = await page(ann, 2, first.nextCursor);
    expect(second.items.map((line) => line.amount)).toEqual([3, 2]);
    const last = await page(ann, 2, second.nextCursor);
    expect(last.items.map((line) => line.amount)).toEqual([1]);
    expect(last.nextCursor).toBeNull();
    expect(last.total).toBe(6);
    expect(last.items[0]).toMatchObject({ kind: 'OTHER', reason: 'SPL adjustment', cause: null });
    await expectAddsUp(ann, await statementOf(ann, 100));
  });

  it('should answer a manager who never had SPL an empty statement', async () => {
    expect(await page(randomUUID(), 20)).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('should refuse an anonymous caller', async () => {
    const res = await graphqlRequest(t.server, splStatement()).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a cursor that is no entry id', { before: 'abc' }],
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
  ])('should refuse %s', async (_, args) => {
    const res = await graphqlRequest(t.server, splStatement(args), { userId: randomUUID() }).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
