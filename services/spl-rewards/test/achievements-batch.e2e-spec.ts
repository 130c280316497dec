import { randomUUID } from 'node:crypto';
import { SplRewardsAwarded, UserRegistered } from '@sfl/contracts';
import { batchDelivery, graphqlRequest, rawEnvelope } from '@sfl/testing';
import { AchievementsConsumer } from '../src/achievements/achievements.consumer';
import { MY_ACHIEVEMENTS } from './operations/achievements.operations';
import { MY_SPL_BALANCE } from './operations/spl-rewards.operations';
import { splRewardsSuite } from './spl-rewards-test-app';
import { AWAY, HOME } from './spl-world';

const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// The achievements consumer as the Kafka transport runs it when batched: a partition's messages
// handed to EventDelivery.deliverBatch, several partitions at once.
describe('achievements consumed in batches', () => {
  const t = splRewardsSuite(['achievements']);
  let deliver: ReturnType<typeof batchDelivery>['deliver'];
  let deliverPartitions: ReturnType<typeof batchDelivery>['deliverPartitions'];
  let warnings: string[];

  beforeEach(() => {
    ({ deliver, deliverPartitions, warnings } = batchDelivery(
      t,
      t.app.get(AchievementsConsumer).definition(),
    ));
  });

  const balanceOf = async (userId: string) =>
    (await graphqlRequest(t.server, MY_SPL_BALANCE, { userId }).expect(200)).body.data.mySplBalance;
  /** First Goal and Hat-trick Hero as "progress/max", with a tick when unlocked. */
  const goalsProgressOf = async (userId: string) => {
    const all = (await graphqlRequest(t.server, MY_ACHIEVEMENTS, { userId }).expect(200)).body.data
      .myAchievements as { id: string; progress: number; maxProgress: number; unlocked: boolean }[];
    return all
      .filter((a) => a.id === 'first-goal' || a.id === 'hat-trick-hero')
      .map((a) => `${a.id} ${a.progress}/${a.maxProgress}${a.unlocked ? ' ✓' : ''}`);
  };
  /** The AchievementUnlocked events recorded, as "manager achievement balance". */
  const unlockedEvents = async () =>
    (
      (await t.dataSource.query(
        `SELECT payload FROM outbox_event WHERE type = 'AchievementUnlocked' ORDER BY sequence`,
      )) as { payload: { managerId: string; achievementId: string; balance: { currentBalance: number } } }[]
    ).map(({ payload }) => `${payload.managerId} ${payload.achievementId} ${payload.balance.currentBalance}`);

  it('should unlock First Goal and a hat-trick scored within one batch once, count a reward given twice once, and change nothing when it comes again', async () => {
    const [ann, ben] = [randomUUID(), randomUUID()];
    const [striker, winger] = [randomUUID(), randomUUID()];
    const matchId = randomUUID();
    const annGoal = () => reward(ann, 'goal', matchId, striker);
    const benFirst = reward(ben, 'goal', matchId, winger);
    const first = annGoal();
    const batch = [
      first,
      annGoal(),
      first, // the relay's at-least-once: the same event twice in one batch
      reward(ann, 'assist', matchId, striker), // not a goal: counts for nothing here
      annGoal(),
      annGoal(),
      reward(ann, 'goal', randomUUID(), striker), // another match
      benFirst,
      sameReward(benFirst), // the same reward in another event: one goal
    ];
    const outcomes = ['applied', 'applied', 'duplicate', ...Array(6).fill('applied')];

    expect(await deliver(batch)).toEqual(outcomes);
    const expected = {
      ann: ['first-goal 1/1 ✓', 'hat-trick-hero 3/3 ✓'],
      ben: ['first-goal 1/1 ✓', 'hat-trick-hero 1/3'],
    };
    expect({ ann: await goalsProgressOf(ann), ben: await goalsProgressOf(ben) }).toEqual(expected);
    // First Goal 100, Hat-trick Hero 500.
    const balances = {
      ann: { currentBalance: 600, totalEarned: 600 },
      ben: { currentBalance: 100, totalEarned: 100 },
    };
    expect({ ann: await balanceOf(ann), ben: await balanceOf(ben) }).toEqual(balances);
    const events = [`${ann} first-goal 100`, `${ann} hat-trick-hero 600`, `${ben} first-goal 100`];
    expect((await unlockedEvents()).sort()).toEqual(events.sort());

    expect(await deliver(batch)).toEqual(Array(batch.length).fill('duplicate'));
    // Even without the processed markers, the goals are kept by reward and each unlock once.
    await t.dataSource.query('DELETE FROM processed_event');
    expect(await deliver(batch)).toEqual(outcomes);
    // A later batch with ben's second goal moves him on, and unlocks nothing again for ann, whose
    // goals are no longer kept: they cannot unlock anything any more.
    const annGoalsKept = async () =>
      Number(
        (
          await t.dataSource.query('SELECT count(*) AS n FROM achievement_goal WHERE manager_id = $1', [ann])
        )[0].n,
      );
    const keptBefore = await annGoalsKept();
    expect(await deliver([annGoal(), reward(ben, 'goal', matchId, winger)])).toEqual(['applied', 'applied']);
    expect(await annGoalsKept()).toBe(keptBefore);
    expect({ ann: await goalsProgressOf(ann), ben: await goalsProgressOf(ben) }).toEqual({
      ...expected,
      ben: ['first-goal 1/1 ✓', 'hat-trick-hero 2/3'],
    });
    expect({ ann: await balanceOf(ann), ben: await balanceOf(ben) }).toEqual(balances);
    expect((await unlockedEvents()).sort()).toEqual(events.sort());
    expect(warnings).toEqual([]);
  });

  // Partitions at once, each of a manager's goals and the others' registrations (a registration
  // locks every registration, then its manager): every lock of a batch is taken first, in one order.
  describeOnServer('on a PostgreSQL server', () => {
    it('should unlock each once when batches of goals and registrations of several partitions race, without a deadlock', async () => {
      const managers = Array.from({ length: 8 }, () => randomUUID());
      const matchId = randomUUID();
      const footballer = randomUUID();
      const partitions = managers.map((managerId, m) => [
        ...Array.from({ length: 3 }, () => reward(managerId, 'goal', matchId, footballer)),
        registration(managers[(m + 1) % managers.length]!, m),
        ...Array.from({ length: 3 }, () =>
          reward(managers[(m + 3) % managers.length]!, 'goal', matchId, footballer),
        ),
      ]);
      const outcomes = await deliverPartitions(partitions, 4);
      expect(outcomes.every((outcome) => outcome === 'applied')).toBe(true);
      // First Goal 100, Hat-trick Hero 500, Early Adopter 1,000.
      for (const managerId of managers)
        expect(await balanceOf(managerId)).toEqual({ currentBalance: 1600, totalEarned: 1600 });
      expect(await unlockedEvents()).toHaveLength(managers.length * 3);
      expect(warnings).toEqual([]);
    });
  });
});

function reward(managerId: string, actionType: 'goal' | 'assist', matchId: string, footballerId: string) {
  return rawEnvelope(SplRewardsAwarded, managerId, {
    managerId,
    rewards: [
      {
        rewardId: randomUUID(),
        actionType,
        isCaptain: false,
        matchDetails: {
          matchId,
          footballerId,
          footballerName: 'Ike Nash',
          homeClub: HOME,
          awayClub: AWAY,
          homeScore: 1,
          awayScore: 0,
          minute: 10,
        },
        gameweek: 9,
        splTokens: 200,
        awardedAt: '2026-08-15T12:00:00.000Z',
        balance: { currentBalance: 200, totalEarned: 200 },
      },
    ],
  });
}

/** The same reward recorded again (another event id). */
function sameReward(raw: string): string {
  return JSON.stringify({ ...JSON.parse(raw), id: randomUUID() });
}

function registration(userId: string, index: number): string {
  return rawEnvelope(UserRegistered, userId, {
    userId,
    username: `racer${index}`,
    registeredAt: new Date(Date.parse('2026-08-01T10:00:00Z') + index * 60_000).toISOString(),
  });
}
