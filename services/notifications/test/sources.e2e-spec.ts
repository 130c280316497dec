import { randomUUID } from 'node:crypto';
import {
  BattleAccepted,
  BattleChallenged,
  BattleSettled,
  ChampionshipPreRegistered,
  ChampionshipStatusChanged,
  LeagueFinished,
  LeagueMemberJoined,
  MarketPurchaseFailed,
  MarketSaleCompleted,
  SplRewardsAwarded,
} from '@sfl/contracts';
import { sqlStatementsDuring } from '@sfl/testing';
import {
  inboxOf,
  notificationsAppPerSuite,
  recorded,
  registeredManager,
  toldTo,
} from './notifications-test-app';
import { cardOf, championshipWith, leagueNamed, reward, settledBattle } from './source-events';

const AT = '2030-08-16T15:00:00.000Z';

// Each event of the six topics, recorded in the stand-in outbox, to the managers it concerns.
describe('notifications subgraph: what each event tells whom', () => {
  const suite = notificationsAppPerSuite();
  const t = () => suite.t;
  let ann: Awaited<ReturnType<typeof registeredManager>>;
  let bob: Awaited<ReturnType<typeof registeredManager>>;

  beforeEach(async () => {
    ann = await registeredManager(t(), 'annsmith');
    bob = await registeredManager(t(), 'bobjones');
  });

  const told = (caller: typeof ann) => toldTo(t(), caller);

  it('should tell a manager of an SPL payment by its first reward, and push it live', async () => {
    const rewards = [
      reward(400),
      reward(200, 'Ada Striker', 'assist'),
      reward(300, 'Ada Striker', 'clean_sheet'),
    ];
    await t().publish(SplRewardsAwarded, ann.userId, { managerId: ann.userId, rewards });
    await t().publish(SplRewardsAwarded, ann.userId, { managerId: ann.userId, rewards: [reward(1200)] });

    const { notifications, unread } = await inboxOf(t(), ann);
    expect(notifications.map(({ title, body, link, readAt }) => ({ title, body, link, readAt }))).toEqual([
      {
        title: '+1,200 SPL: Goal by Kofi Brannock',
        body: "Gameweek 3, NBU 1-0 HAR, 17'.",
        link: '/spl-rewards',
        readAt: null,
      },
      {
        title: '+900 SPL: Goal by Kofi Brannock (and 2 more)',
        body: "Gameweek 3, NBU 1-0 HAR, 17'.",
        link: '/spl-rewards',
        readAt: null,
      },
    ]);
    expect(unread).toBe(2);
    expect(await told(bob)).toEqual([]);
    expect(await recorded(t(), 'NotificationCreated')).toEqual(
      [...notifications].reverse().map(({ id, kind, title, body, link, createdAt }) => ({
        notificationId: id,
        managerId: ann.userId,
        kind,
        title,
        body,
        link,
        createdAt,
      })),
    );
  });

  it('should tell the seller and the buyer of a sale, naming the player on the card', async () => {
    const cardId = await cardOf(t(), 'Kofi Brannock');
    await t().publish(MarketSaleCompleted, randomUUID(), {
      purchaseId: randomUUID(),
      cardId,
      buyerId: bob.userId,
      sellerId: ann.userId,
      price: 1200,
      sellerAmount: 1140,
      fee: 60,
      completedAt: AT,
    });
    expect(await told(ann)).toEqual([
      {
        kind: 'CARD_SOLD',
        title: 'Your Kofi Brannock card sold for 1,200 SPL',
        body: '1,140 SPL is yours after the market fee.',
        link: '/marketplace',
      },
    ]);
    expect(await told(bob)).toEqual([
      {
        kind: 'CARD_BOUGHT',
        title: 'You bought Kofi Brannock for 1,200 SPL',
        body: 'The card is in your collection.',
        link: '/marketplace',
      },
    ]);
  });

  it("should tell only the buyer of a new card, and say 'a player' for a card not announced yet", async () => {
    await t().publish(MarketSaleCompleted, randomUUID(), {
      purchaseId: randomUUID(),
      cardId: randomUUID(),
      buyerId: bob.userId,
      sellerId: null,
      price: 40,
      sellerAmount: 0,
      fee: 40,
      completedAt: AT,
    });
    expect((await told(bob)).map((n) => n.title)).toEqual(['You bought a player for 40 SPL']);
    expect(await told(ann)).toEqual([]);
  });

  it('should tell a buyer why a purchase failed', async () => {
    await t().publish(MarketPurchaseFailed, randomUUID(), {
      purchaseId: randomUUID(),
      buyerId: bob.userId,
      reason: 'LISTING_SOLD',
      failedAt: AT,
    });
    expect(await told(bob)).toEqual([
      {
        kind: 'PURCHASE_FAILED',
        title: 'Your purchase did not go through',
        body: 'Another manager bought the player first. Nothing was charged.',
        link: '/marketplace',
      },
    ]);
  });

  it('should tell the opponent of a challenge sent to them, and the challenger of its acceptance', async () => {
    const battle = {
      battleId: randomUUID(),
      challengerId: ann.userId,
      opponentId: bob.userId,
      gameweek: 4,
      wager: 50,
    };
    const link = `/h2h?battle=${battle.battleId}`;
    await t().publish(BattleChallenged, battle.battleId, { ...battle, challengedAt: AT });
    expect(await told(bob)).toEqual([
      {
        kind: 'BATTLE_CHALLENGE',
        title: 'annsmith challenged you to a battle',
        body: "50 SPL each on gameweek 4: accept it before the gameweek's deadline.",
        link,
      },
    ]);
    await t().publish(BattleAccepted, battle.battleId, { ...battle, acceptedAt: AT });
    expect(await told(ann)).toEqual([
      {
        kind: 'BATTLE_ACCEPTED',
        title: 'bobjones accepted your battle',
        body: '50 SPL each on gameweek 4: the side with more points takes 100 SPL.',
        link,
      },
    ]);
  });

  it.each([
    [
      'won by the challenger',
      'challenger_won',
      [61, 48],
      ['You won your battle against bobjones', '61-48 in gameweek 3: 50 SPL is yours.'],
      ['You lost your battle against annsmith', '48-61 in gameweek 3: your 25 SPL wager went to them.'],
    ],
    [
      'won by the opponent',
      'opponent_won',
      [40, 52],
      ['You lost your battle against bobjones', '40-52 in gameweek 3: your 25 SPL wager went to them.'],
      ['You won your battle against annsmith', '52-40 in gameweek 3: 50 SPL is yours.'],
    ],
    [
      'drawn',
      'draw',
      [50, 50],
      ['Your battle against bobjones was a draw', '50-50 in gameweek 3: both wagers went back.'],
      ['Your battle against annsmith was a draw', '50-50 in gameweek 3: both wagers went back.'],
    ],
  ] as const)(
    'should tell both sides of a battle %s how it ended for each',
    async (_case, outcome, points, annSees, bobSees) => {
      const settled = settledBattle(ann.userId, bob.userId, outcome, [...points]);
      await t().publish(BattleSettled, settled.battleId, settled);
      const link = `/h2h?battle=${settled.battleId}`;
      expect(await told(ann)).toEqual([
        { kind: 'BATTLE_SETTLED', title: annSees[0], body: annSees[1], link },
      ]);
      expect(await told(bob)).toEqual([
        { kind: 'BATTLE_SETTLED', title: bobSees[0], body: bobSees[1], link },
      ]);
    },
  );

  it('should tell the challenger alone of an open challenge cancelled, and both sides of an expired one', async () => {
    const cancelled = settledBattle(ann.userId, null, 'cancelled');
    await t().publish(BattleSettled, cancelled.battleId, cancelled);
    const expired = settledBattle(ann.userId, bob.userId, 'expired');
    await t().publish(BattleSettled, expired.battleId, expired);
    const expiredNotice = {
      kind: 'BATTLE_EXPIRED',
      title: 'Your battle expired',
      body: "It was not under way by gameweek 3's deadline: any wager held went back.",
      link: `/h2h?battle=${expired.battleId}`,
    };
    expect(await told(ann)).toEqual([
      expiredNotice,
      {
        kind: 'BATTLE_SETTLED',
        title: 'Your battle was cancelled',
        body: 'The 25 SPL battle was called off: any wager held went back.',
        link: `/h2h?battle=${cancelled.battleId}`,
      },
    ]);
    expect(await told(bob)).toEqual([expiredNotice]);
  });

  it('should tell a manager who joined a league, by its name', async () => {
    const leagueId = await leagueNamed(t(), 'Sunday Legends');
    await t().publish(LeagueMemberJoined, leagueId, {
      leagueId,
      managerId: bob.userId,
      memberCount: 2,
      joinedAt: AT,
    });
    expect(await told(bob)).toEqual([
      {
        kind: 'LEAGUE_JOINED',
        title: 'You joined Sunday Legends',
        body: '2 members so far.',
        link: `/leagues/${leagueId}`,
      },
    ]);
  });

  it('should tell every member of a finished league their rank and prize, with one insert for them all', async () => {
    const leagueId = randomUUID();
    const members = [ann.userId, bob.userId, ...Array.from({ length: 98 }, () => randomUUID())];
    const standings = members.map((managerId, index) => ({
      managerId,
      rank: index + 1,
      points: 300 - index,
      prize: index === 0 ? 500 : index === 1 ? 200 : 0,
    }));
    const { statements } = await sqlStatementsDuring(t().dataSource, () =>
      t().publish(LeagueFinished, leagueId, {
        leagueId,
        name: 'Sunday Legends',
        championship: false,
        cancelled: false,
        standings,
        finishedAt: AT,
      }),
    );
    const link = `/leagues/${leagueId}`;
    expect(await told(ann)).toEqual([
      {
        kind: 'LEAGUE_ENDED',
        title: 'Sunday Legends has ended',
        body: 'You finished #1 of 100 with 300 points, winning 500 SPL.',
        link,
      },
    ]);
    expect((await told(bob))[0]!.body).toBe('You finished #2 of 100 with 299 points, winning 200 SPL.');
    const [{ count }] = await t().dataSource.query(
      `SELECT count(*)::int AS count FROM notification WHERE kind = 'LEAGUE_ENDED'`,
    );
    expect(count).toBe(100);
    expect(statements.filter((sql) => /INSERT INTO notification \(/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /INSERT INTO "?outbox_event"?/.test(sql))).toHaveLength(1);
  });

  it('should tell the members of a cancelled league that their SPL went back', async () => {
    const leagueId = randomUUID();
    await t().publish(LeagueFinished, leagueId, {
      leagueId,
      name: 'Quiet League',
      championship: false,
      cancelled: true,
      standings: [{ managerId: ann.userId, rank: 1, points: 0, prize: 0 }],
      finishedAt: AT,
    });
    expect(await told(ann)).toEqual([
      {
        kind: 'LEAGUE_ENDED',
        title: 'Quiet League was cancelled',
        body: 'It ended with too few members: every entry fee and the prize pool went back.',
        link: `/leagues/${leagueId}`,
      },
    ]);
  });

  it('should tell each manager pre-registered for a championship of every status it moves to', async () => {
    const championshipId = await championshipWith(t(), [
      { managerId: ann.userId },
      { managerId: bob.userId },
    ]);
    for (const status of ['upcoming', 'active'] as const)
      await t().publish(ChampionshipStatusChanged, championshipId, { championshipId, status, changedAt: AT });
    const expected = [
      {
        kind: 'CHAMPIONSHIP_STATUS',
        title: 'Super Championship GW 3-5 has started',
        body: 'It runs as a league over gameweeks 3 to 5; its first members are the earliest pre-registered.',
        link: '/championships',
      },
      {
        kind: 'CHAMPIONSHIP_STATUS',
        title: 'Super Championship GW 3-5: pre-registration is closed',
        body: 'It is played over gameweeks 3 to 5.',
        link: '/championships',
      },
    ];
    expect(await told(ann)).toEqual(expected);
    expect(await told(bob)).toEqual(expected);
  });

  it('should change nothing when every event is delivered again without its processed marker', async () => {
    const leagueId = await leagueNamed(t(), 'Sunday Legends');
    await t().publish(LeagueMemberJoined, leagueId, {
      leagueId,
      managerId: ann.userId,
      memberCount: 1,
      joinedAt: AT,
    });
    await t().publish(SplRewardsAwarded, bob.userId, { managerId: bob.userId, rewards: [reward(200)] });
    const settled = settledBattle(ann.userId, bob.userId, 'draw', [10, 10]);
    await t().publish(BattleSettled, settled.battleId, settled);
    const championshipId = await championshipWith(t(), [{ managerId: ann.userId, email: true }]);
    // An older pre-registration, without the choices, still counts its manager in. (Pre-registration
    // closes with the first status change, so the entrants are the same whenever one is applied.)
    await t().publish(ChampionshipPreRegistered, championshipId, {
      championshipId,
      managerId: bob.userId,
      teamName: '',
      preferredFormation: '4-4-2',
      updated: false,
      registeredAt: AT,
    });
    for (const status of ['upcoming', 'active'] as const)
      await t().publish(ChampionshipStatusChanged, championshipId, { championshipId, status, changedAt: AT });

    const snapshot = async () => ({
      notifications: await t().dataSource.query('SELECT * FROM notification ORDER BY id'),
      deliveries: await t().dataSource.query(
        'SELECT * FROM notification_delivery ORDER BY notification_id, channel',
      ),
      created: await recorded(t(), 'NotificationCreated'),
    });
    const before = await snapshot();
    expect(before.notifications).toHaveLength(8);
    expect(before.deliveries).toHaveLength(2);
    await t().dataSource.query('DELETE FROM processed_event');
    await t().redeliverAll();
    expect(await snapshot()).toEqual(before);
  });
});
