import { graphqlRequest, type TestApp } from '@sfl/testing';
import { lockReminderLeadMs } from '../src/gameweeks/lock-reminders.service';
import { MatchClock } from '../src/simulator/match-clock.service';
import { advanceGameClockOperation, holdGameClockOperation } from './operations/matches.operations';
import { fixtures, OPERATOR, outbox, resetWorld, startMatchesTestApp, TEST_WORLD } from './matches-test-app';

const LEAD_MS = lockReminderLeadMs(TEST_WORLD.gameweekLengthMinutes);
// A gameweek's deadline: its first scheduled kick-off (by kick-off, then id).
const deadlineOf = (gameweek: number) => {
  const [first] = fixtures
    .filter((f) => f.gameweek === gameweek)
    .sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id.localeCompare(b.id));
  return first!;
};

describe('matches subgraph: lock reminders on the game clock', () => {
  const realClock = { now: TEST_WORLD.seasonStart.getTime() };
  let t: TestApp;
  let clock: MatchClock;

  const reminders = async () =>
    (await outbox(t, 'GameweekLockApproaching')).map(({ aggregate_id, payload }) => ({
      aggregate_id,
      payload,
    }));
  const reminderOf = (gameweek: number) => {
    const first = deadlineOf(gameweek);
    return {
      aggregate_id: first.id,
      payload: { gameweek, deadline: first.kickoffAt.toISOString(), firstMatchId: first.id },
    };
  };

  beforeAll(async () => {
    t = await startMatchesTestApp(
      { enabled: false, speed: 30, seed: 99, clockControl: true },
      { now: () => realClock.now },
    );
    clock = t.app.get(MatchClock);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetWorld(t);
    realClock.now = TEST_WORLD.seasonStart.getTime();
  });

  it('should record a gameweek’s reminder once game time is an hour before its deadline, and only once', async () => {
    expect(LEAD_MS).toBe(60 * 60_000);
    const deadline = deadlineOf(1).kickoffAt.getTime();
    await clock.play(new Date(deadline - LEAD_MS - 1));
    expect(await reminders()).toEqual([]);

    // Two instances' ticks at once, then later ones: one reminder.
    await Promise.all([clock.play(new Date(deadline - LEAD_MS)), clock.play(new Date(deadline - LEAD_MS))]);
    await clock.play(new Date(deadline - 1));
    expect(await reminders()).toEqual([reminderOf(1)]);

    // A tick that lands on the deadline reminds first, then kicks off; gameweek 2 is a week away.
    await clock.play(new Date(deadline));
    const types = (await outbox(t)).map((row) => row.type);
    expect(types.indexOf('GameweekLockApproaching')).toBeLessThan(types.indexOf('MatchKickedOff'));
    expect(await reminders()).toEqual([reminderOf(1)]);
  });

  it('should stop at the reminder of each gameweek when the held clock is advanced, before its kick-off', async () => {
    realClock.now = deadlineOf(1).kickoffAt.getTime() - 2 * LEAD_MS;
    const res = await graphqlRequest(t.server, holdGameClockOperation(), OPERATOR);
    expect(res.body.errors).toBeUndefined();
    const advanced = await graphqlRequest(t.server, advanceGameClockOperation(2, 'STARTED'), OPERATOR);
    expect(advanced.body.errors).toBeUndefined();

    expect(await reminders()).toEqual([reminderOf(1), reminderOf(2)]);
    const recorded: { gameweek: number; reminded_at: Date }[] = await t.dataSource.query(
      'SELECT gameweek, reminded_at FROM gameweek_lock_reminder ORDER BY gameweek',
    );
    // Recorded on a step of its own, an hour before the deadline, not when the kick-off came.
    expect(recorded.map((row) => [row.gameweek, new Date(row.reminded_at).getTime()])).toEqual([
      [1, deadlineOf(1).kickoffAt.getTime() - LEAD_MS],
      [2, deadlineOf(2).kickoffAt.getTime() - LEAD_MS],
    ]);
  });
});
