import { randomUUID } from 'node:crypto';
import { AchievementUnlocked, SplRewardsAwarded } from '@sfl/contracts';
import { AWAY, HOME } from './live-backbone';
import { type Received, untilLive } from './live-client';
import { liveGatewayOverRealUsers } from './live-gateway';

// Every field of subscriptions.graphql's SplPayment, as the frontend selects it.
const SPL_PAID = `subscription SplPaid { splPaid {
  splTokens balance { currentBalance totalEarned }
  rewards { id actionType isCaptain gameweek awardedAt splTokens matchDetails {
    matchId footballerId footballerName homeClub { id name shortName } awayClub { id name shortName }
    homeScore awayScore minute } }
  achievement { id title icon rarity category unlocked unlockedAt reward { tokens badge nft } }
} }`;

interface SplPaid {
  splPaid: {
    splTokens: number;
    balance: { currentBalance: number; totalEarned: number };
    rewards: Record<string, unknown>[];
    achievement: Record<string, unknown> | null;
  };
}

// spl-rewards.events recorded in the stand-in outbox, through the embedded backbone, to the
// sockets of the manager each event names.
describe('splPaid: each SPL payment live to its own manager only, in one message', () => {
  const { subscribedManager: managerSubscribedTo, record } = liveGatewayOverRealUsers();

  /** A registered manager's id and an open subscription of theirs. */
  async function subscribedManager(): Promise<{ managerId: string; payments: Received<SplPaid> }> {
    const { managerId, received } = await managerSubscribedTo<SplPaid>(SPL_PAID);
    return { managerId, payments: received };
  }

  const PROBE = 1;
  const notProbe = ({ splTokens }: SplPaid['splPaid']) => splTokens !== PROBE;
  let balance = 0;
  const rewardOf = (splTokens: number, actionType: 'goal' | 'assist' = 'goal') => {
    balance += splTokens;
    return {
      rewardId: randomUUID(),
      actionType,
      isCaptain: false,
      matchDetails: {
        matchId: randomUUID(),
        footballerId: randomUUID(),
        footballerName: 'Ada Striker',
        homeClub: HOME,
        awayClub: AWAY,
        homeScore: 1,
        awayScore: 0,
        minute: 17,
      },
      gameweek: 3,
      splTokens,
      awardedAt: '2026-11-24T22:05:00.000Z',
      balance: { currentBalance: balance, totalEarned: balance },
    };
  };
  /** One payment (one SplRewardsAwarded) of the rewards to the manager. */
  const pay = (managerId: string, ...rewards: ReturnType<typeof rewardOf>[]) =>
    record(SplRewardsAwarded, managerId, { managerId, rewards });

  it("should deliver a manager's payment (all its rewards in one message) and unlock to their socket and neither to another manager's", async () => {
    const ann = await subscribedManager();
    const bob = await subscribedManager();
    // Probes (1 SPL each) recorded until each subscription is surely registered; a late one is left out below.
    await untilLive(ann.payments, () => pay(ann.managerId, rewardOf(PROBE)));
    await untilLive(bob.payments, () => pay(bob.managerId, rewardOf(PROBE)));

    const goal = rewardOf(400);
    const assist = rewardOf(200, 'assist');
    await pay(ann.managerId, goal, assist);
    await record(AchievementUnlocked, ann.managerId, {
      managerId: ann.managerId,
      achievementId: 'first-goal',
      title: 'First Goal',
      icon: '⚽',
      rarity: 'common',
      category: 'scoring',
      reward: { tokens: 100, badge: 'First Goal', nft: null },
      unlockedAt: '2026-11-24T22:05:01.000Z',
      balance: { currentBalance: balance + 100, totalEarned: balance + 100 },
    });
    // One more for Bob after Ann's: once it arrives, Ann's three have gone by him.
    await pay(bob.managerId, rewardOf(500));

    const unlock = await ann.payments.waitFor(({ splPaid }) => splPaid.achievement !== null);
    await bob.payments.waitFor(({ splPaid }) => splPaid.splTokens === 500);
    const annNew = ann.payments.values.map(({ splPaid }) => splPaid).filter(notProbe);
    const rewardFields = ({ rewardId, balance: _balance, ...reward }: ReturnType<typeof rewardOf>) => ({
      id: rewardId,
      ...reward,
    });
    expect(annNew).toEqual([
      {
        splTokens: 600,
        balance: assist.balance,
        rewards: [rewardFields(goal), rewardFields(assist)],
        achievement: null,
      },
      unlock.splPaid,
    ]);
    expect(unlock.splPaid).toEqual({
      splTokens: 100,
      balance: {
        currentBalance: assist.balance.currentBalance + 100,
        totalEarned: assist.balance.totalEarned + 100,
      },
      rewards: [],
      achievement: {
        id: 'first-goal',
        title: 'First Goal',
        icon: '⚽',
        rarity: 'common',
        category: 'scoring',
        unlocked: true,
        unlockedAt: '2026-11-24T22:05:01.000Z',
        reward: { tokens: 100, badge: 'First Goal', nft: null },
      },
    });
    const bobNew = bob.payments.values.map(({ splPaid }) => splPaid).filter(notProbe);
    expect(bobNew.map(({ splTokens }) => splTokens)).toEqual([500]);
    expect(ann.payments.errors).toEqual([]);
  });
});
