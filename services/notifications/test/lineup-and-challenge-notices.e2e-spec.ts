import { BattleSettled, FieldedPlayerInjured, LineupIncomplete } from '@sfl/contracts';
import { dataOf, notificationsAppPerSuite, registeredManager, toldTo } from './notifications-test-app';
import { setPreferenceOperation } from './operations/notifications.operations';
import { fieldedPlayerInjured, lineupIncomplete, settledBattle } from './source-events';

// squads.events (injuries to fielded players, incomplete lineups before a lock) and the manager a
// withdrawn or expired challenge was sent to.
describe('notifications subgraph: lineups and challenges sent', () => {
  const suite = notificationsAppPerSuite();
  const t = () => suite.t;
  let ann: Awaited<ReturnType<typeof registeredManager>>;
  let bob: Awaited<ReturnType<typeof registeredManager>>;

  beforeEach(async () => {
    ann = await registeredManager(t(), 'annsmith');
    bob = await registeredManager(t(), 'bobjones');
  });

  const told = (caller: typeof ann) => toldTo(t(), caller);

  it('should tell the manager fielding an injured footballer, once however often it is delivered', async () => {
    const starter = fieldedPlayerInjured(ann.userId);
    const benched = fieldedPlayerInjured(ann.userId, {
      footballerName: 'Ada Striker',
      clubName: 'Harbour City',
      role: 'BENCH',
      status: 'Doubtful',
      expectedReturn: '2030-08-20',
    });
    await t().publish(FieldedPlayerInjured, ann.userId, starter);
    await t().publish(FieldedPlayerInjured, ann.userId, benched);

    expect(await told(ann)).toEqual([
      {
        kind: 'PLAYER_INJURED',
        title: 'Ada Striker (Harbour City) is doubtful until 20 Aug 2030',
        body: 'He is on your bench: see your squad to replace him.',
        link: `/players/${benched.footballerId}`,
      },
      {
        kind: 'PLAYER_INJURED',
        title: 'Kofi Brannock (Northbridge United) is out until 3 Dec 2030',
        body: 'He is in your starting XI: see your squad to replace him.',
        link: `/players/${starter.footballerId}`,
      },
    ]);
    expect(await told(bob)).toEqual([]);

    await t().dataSource.query('DELETE FROM processed_event');
    await t().redeliverAll();
    expect(await told(ann)).toHaveLength(2);
  });

  it('should remind a manager of an incomplete lineup with the lock time, once however often it is delivered', async () => {
    await t().publish(LineupIncomplete, ann.userId, lineupIncomplete(ann.userId, 9));
    expect(await told(ann)).toEqual([
      {
        kind: 'LOCK_REMINDER',
        title: 'Your lineup for gameweek 4 has 9 of 11 starters',
        body: 'It locks at 15:00 UTC on 23 Aug 2030.',
        link: '/squad',
      },
    ]);
    expect(await told(bob)).toEqual([]);

    await t().dataSource.query('DELETE FROM processed_event');
    await t().redeliverAll();
    expect(await told(ann)).toHaveLength(1);
  });

  it('should keep neither kind for a manager who turned it off in the app', async () => {
    for (const kind of ['PLAYER_INJURED', 'LOCK_REMINDER'])
      await dataOf(t(), setPreferenceOperation({ kind, inApp: false, email: false, push: false }), ann);
    await t().publish(FieldedPlayerInjured, ann.userId, fieldedPlayerInjured(ann.userId));
    await t().publish(LineupIncomplete, ann.userId, lineupIncomplete(ann.userId, 0));
    await t().publish(LineupIncomplete, bob.userId, lineupIncomplete(bob.userId, 0));

    expect(await told(ann)).toEqual([]);
    expect((await told(bob)).map((n) => n.title)).toEqual([
      'Your lineup for gameweek 4 has 0 of 11 starters',
    ]);
  });

  it('should tell the manager a challenge was sent to when it is withdrawn or expires unanswered', async () => {
    const withdrawn = { ...settledBattle(ann.userId, null, 'cancelled'), invitedId: bob.userId };
    const expired = { ...settledBattle(ann.userId, null, 'expired'), invitedId: bob.userId };
    await t().publish(BattleSettled, withdrawn.battleId, withdrawn);
    await t().publish(BattleSettled, expired.battleId, expired);

    expect(await told(bob)).toEqual([
      {
        kind: 'BATTLE_EXPIRED',
        title: "annsmith's challenge expired",
        body: 'The 25 SPL battle on gameweek 3 was not accepted by its deadline: it is off.',
        link: `/h2h?battle=${expired.battleId}`,
      },
      {
        kind: 'BATTLE_SETTLED',
        title: 'annsmith withdrew the challenge',
        body: 'The 25 SPL battle on gameweek 3 is off.',
        link: `/h2h?battle=${withdrawn.battleId}`,
      },
    ]);
    expect((await told(ann)).map((n) => n.title)).toEqual([
      'Your battle expired',
      'Your battle was cancelled',
    ]);
  });

  it('should not tell the invited manager twice when he took the seat', async () => {
    const expired = { ...settledBattle(ann.userId, bob.userId, 'expired'), invitedId: bob.userId };
    await t().publish(BattleSettled, expired.battleId, expired);
    expect((await told(bob)).map((n) => n.title)).toEqual(['Your battle expired']);
  });
});
