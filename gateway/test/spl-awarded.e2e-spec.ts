import { randomUUID } from 'node:crypto';
import { AchievementUnlocked, SplRewardsAwarded } from '@sfl/contracts';
import type { Client } from 'graphql-ws';
import { gatewayOverRealUsers, signIn } from './gateway-test-app';
import { AWAY, HOME, type LiveBackbone, sharedLiveBackbone } from './live-backbone';
import { liveClient, type Received, subscribe, untilLive } from './live-client';

// Every field of subscriptions.graphql's SplAward, as the frontend selects it.
const SPL_AWARDED = `subscription SplAwarded { splAwarded {
  id splTokens balance { currentBalance totalEarned }
  reward { id actionType isCaptain gameweek awardedAt splTokens matchDetails {
    matchId footballerId footballerName homeClub { id name shortName } awayClub { id name shortName }
    homeScore awayScore minute } }
  achievement { id title icon rarity category unlocked unlockedAt reward { tokens badge nft } }
} }`;

interface SplAwarded {
  splAwarded: {
    id: string;
    splTokens: number;
    balance: { currentBalance: number; totalEarned: number };
    reward: Record<string, unknown> | null;
    achievement: Record<string, unknown> | null;
  };
}

// spl-rewards.events recorded in the stand-in outbox, through the embedded backbone, to the
// sockets of the manager each event names.
describe('splAwarded: each SPL award live to its own manager only', () => {
  const running = gatewayOverRealUsers();
  let backbone: LiveBackbone;
  let url: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    backbone = await sharedLiveBackbone();
    url = await running.gateway.listen();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
  });

  /** A registered manager's id and an open subscription of theirs. */
  async function subscribedManager(): Promise<{ managerId: string; awards: Received<SplAwarded> }> {
    const cookie = await signIn(url);
    const me = (await (await fetch(`${url}/api/user`, { headers: { cookie } })).json()) as { id: string };
    const client = liveClient(url, { cookie });
    clients.push(client);
    return { managerId: me.id, awards: subscribe<SplAwarded>(client, SPL_AWARDED) };
  }

  const PROBE = 1;
  const notProbe = ({ splTokens }: SplAwarded['splAwarded']) => splTokens !== PROBE;
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
    backbone.record(SplRewardsAwarded, managerId, { managerId, rewards });

  it("should deliver a manager's reward and unlock to their socket and neither to another manager's", async () => {
    const ann = await subscribedManager();
    const bob = await subscribedManager();
    // Probes (1 SPL each) recorded until each subscription is surely registered; a late one is left out below.
    await untilLive(ann.awards, () => pay(ann.managerId, rewardOf(PROBE)));
    await untilLive(bob.awards, () => pay(bob.managerId, rewardOf(PROBE)));

    const goal = rewardOf(400);
    const assist = rewardOf(200, 'assist');
    await pay(ann.managerId, goal, assist);
    await backbone.record(AchievementUnlocked, ann.managerId, {
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

    const unlock = await ann.awards.waitFor(({ splAwarded }) => splAwarded.achievement !== null);
    await bob.awards.waitFor(({ splAwarded }) => splAwarded.splTokens === 500);
    const annNew = ann.awards.values.map(({ splAwarded }) => splAwarded).filter(notProbe);
    expect(annNew).toEqual([
      {
        id: goal.rewardId,
        splTokens: 400,
        balance: goal.balance,
        reward: {
          id: goal.rewardId,
          actionType: 'goal',
          isCaptain: false,
          gameweek: 3,
          awardedAt: goal.awardedAt,
          splTokens: 400,
          matchDetails: goal.matchDetails,
        },
        achievement: null,
      },
      {
        id: assist.rewardId,
        splTokens: 200,
        balance: assist.balance,
        reward: {
          id: assist.rewardId,
          actionType: 'assist',
          isCaptain: false,
          gameweek: 3,
          awardedAt: assist.awardedAt,
          splTokens: 200,
          matchDetails: assist.matchDetails,
        },
        achievement: null,
      },
      unlock.splAwarded,
    ]);
    expect(unlock.splAwarded).toEqual({
      id: `achievement:first-goal:${ann.managerId}`,
      splTokens: 100,
      balance: {
        currentBalance: assist.balance.currentBalance + 100,
        totalEarned: assist.balance.totalEarned + 100,
      },
      reward: null,
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
    const bobNew = bob.awards.values.map(({ splAwarded }) => splAwarded).filter(notProbe);
    expect(bobNew.map(({ splTokens }) => splTokens)).toEqual([500]);
    expect(ann.awards.errors).toEqual([]);
  });
});
