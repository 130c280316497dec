import { randomUUID } from 'node:crypto';
import type { PayloadOf } from '@sfl/events';
import {
  FootballerPerformanceUpdated,
  GameweekDeadlinePassed,
  GameweekFinished,
  LineupLocked,
  ManagerGameweekPointsUpdated,
  MatchKickedOff,
  type Position,
  UserRegistered,
} from '@sfl/contracts';
import { batchDelivery, graphqlRequest, rawEnvelope, sqlStatementsDuring } from '@sfl/testing';
import { ManagerPointsConsumer } from '../src/points/manager-points.consumer';
import { leaderboardOperation, myStatsOperation } from './operations/leaderboard.operations';
import { SquadWorld, starters } from './squad-world';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

interface Stats {
  totalPoints: number;
  rank: number | null;
  teamValue: number;
  weeklyPoints: number;
  matchesPlayed: number;
  averagePoints: number;
  gameweeks: { gameweek: number; points: number; final: boolean }[];
}

// The bench in bench order: a goalkeeper, then a defender, a midfielder and an attacker.
const BENCH: Position[] = ['GK', 'CB', 'CM', 'ST'];

describe('squads subgraph: lineups locked at the deadline and managers’ gameweek points', () => {
  let t: SquadsTestApp;
  let world: SquadWorld;

  beforeAll(async () => {
    t = await startSquadsTestApp();
    world = new SquadWorld(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  /** A manager with a saved 4-3-3 (captain: the striker, vice: the first midfielder) and a bench of four. */
  async function managerWithSquad(username: string, registeredAt = new Date()) {
    const id = randomUUID();
    await t.publish(UserRegistered, id, { userId: id, username, registeredAt: registeredAt.toISOString() });
    const xi = await world.elevenFor(id);
    const bench = await world.cardsFor(
      id,
      BENCH.map((position) => ({ position })),
    );
    await world.save(id, {
      teamName: `${username} FC`,
      formation: '4-3-3',
      starters: starters(...xi.cards),
      bench: bench.cards,
      captainCardId: xi.cards[9],
      viceCaptainCardId: xi.cards[5],
    });
    return { id, xi, bench };
  }

  const matchId = randomUUID();
  // Recorded by matches at the deadline `at`, whenever squads applies it.
  const deadline = (gameweek: number, at = new Date()) =>
    t.publish(
      GameweekDeadlinePassed,
      randomUUID(),
      { gameweek, deadline: at.toISOString(), firstMatchId: matchId },
      at,
    );
  const finish = (gameweek: number) =>
    t.publish(GameweekFinished, randomUUID(), {
      gameweek,
      finishedAt: new Date().toISOString(),
      lastMatchId: matchId,
    });
  /** Publishes each footballer's figures in one match of the gameweek and waits for all of them. */
  async function perform(
    gameweek: number,
    figures: [footballerId: string, points: number, minutes: number][],
    match = matchId,
  ) {
    const ids = [];
    for (const [footballerId, points, minutes] of figures)
      ids.push(
        await t.record(
          FootballerPerformanceUpdated,
          match,
          performance(gameweek, match, footballerId, points, minutes),
        ),
      );
    await t.applied(ids);
  }
  /** A footballer's figures in a match, as FootballerPerformanceUpdated carries them. */
  const performance = (
    gameweek: number,
    match: string,
    footballerId: string,
    points: number,
    minutesPlayed: number,
  ) => ({
    matchId: match,
    gameweek,
    footballerId,
    clubId: randomUUID(),
    points,
    minutesPlayed,
    goals: 0,
    assists: 0,
  });
  const stats = async (userId: string, gameweeks: { limit?: number; offset?: number } = {}) => {
    const res = await graphqlRequest(t.server, myStatsOperation(gameweeks), { userId });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.myStats as Stats;
  };
  /** The payloads of the events of the contract squads recorded, oldest first. */
  async function recorded<C extends typeof LineupLocked | typeof ManagerGameweekPointsUpdated>(
    contract: C,
  ): Promise<PayloadOf<C>[]> {
    const rows: { payload: PayloadOf<C> | string }[] = await t.dataSource.query(
      `SELECT payload FROM outbox_event WHERE type = $1 ORDER BY sequence`,
      [contract.type],
    );
    return rows.map(({ payload }) => (typeof payload === 'string' ? JSON.parse(payload) : payload));
  }
  // Every starter played 90 minutes for 2 points.
  const everyoneTwo = (footballers: string[]) =>
    footballers.map((id): [string, number, number] => [id, 2, 90]);

  it('should lock the squad at the deadline and leave changes made after the gameweek to the next one', async () => {
    const ann = await managerWithSquad('ann');
    await deadline(1);
    const spare = await world.cardsFor(ann.id, [{ position: 'ST' }]);
    await perform(1, [...everyoneTwo(ann.xi.footballers), [spare.footballers[0], 50, 90]]);

    // The locked XI: 11 x 2, the locked captain doubled; the spare striker (not fielded) not counted.
    expect(await stats(ann.id)).toMatchObject({
      totalPoints: 24,
      weeklyPoints: 24,
      matchesPlayed: 1,
      averagePoints: 24,
      teamValue: 100 * 15,
      gameweeks: [{ gameweek: 1, points: 24, final: false }],
    });
    const [locked] = await recorded(LineupLocked);
    expect(locked).toMatchObject({
      managerId: ann.id,
      gameweek: 1,
      formation: '4-3-3',
      captainFootballerId: ann.xi.footballers[9],
      viceCaptainFootballerId: ann.xi.footballers[5],
    });
    expect(locked.starters.map((p) => p.footballerId)).toEqual(ann.xi.footballers);
    expect(locked.bench.map((p) => p.footballerId)).toEqual(ann.bench.footballers);
    await finish(1);

    // After the gameweek: the striker (captain) leaves the squad, the spare comes in as captain.
    const changed = [...ann.xi.cards];
    changed[9] = spare.cards[0];
    await world.save(ann.id, {
      teamName: 'ann FC',
      formation: '4-3-3',
      starters: starters(...changed),
      bench: ann.bench.cards,
      captainCardId: spare.cards[0],
    });
    // The next gameweek locks the squad as saved since.
    await deadline(2);
    await perform(2, [[spare.footballers[0], 5, 90]], randomUUID());
    expect((await stats(ann.id)).gameweeks).toEqual([
      { gameweek: 1, points: 24, final: true },
      { gameweek: 2, points: 10, final: false },
    ]);
  });

  // The squad saved again with its fifth starter (the vice-captain) as captain.
  const captainFifthStarter = (ann: Awaited<ReturnType<typeof managerWithSquad>>) =>
    world.save(ann.id, {
      teamName: 'ann FC',
      formation: '4-3-3',
      starters: starters(...ann.xi.cards),
      bench: ann.bench.cards,
      captainCardId: ann.xi.cards[5],
    });

  it('should lock the squad of the deadline’s moment when its event is applied after a later save', async () => {
    const ann = await managerWithSquad('ann');
    const kickOff = new Date();
    // Saved after the kick-off but before squads applied the deadline: the vice becomes captain.
    await captainFifthStarter(ann);
    await deadline(1, kickOff);
    const [locked] = await recorded(LineupLocked);
    expect(locked.captainFootballerId).toBe(ann.xi.footballers[9]);
    await perform(1, [[ann.xi.footballers[9], 5, 90]]);
    expect((await stats(ann.id)).totalPoints).toBe(10);
    // The next deadline locks the squad as saved since.
    await deadline(2);
    const [, next] = await recorded(LineupLocked);
    expect(next.captainFootballerId).toBe(ann.xi.footballers[5]);
  });

  it('should lock the squad as it stood when the game passed the deadline, though saved after its planned moment', async () => {
    // A test stack's held game clock: the game reaches a deadline whose game time real time has passed.
    const ann = await managerWithSquad('ann');
    const planned = new Date(Date.now() - 60_000);
    await captainFifthStarter(ann);
    await t.publish(GameweekDeadlinePassed, randomUUID(), {
      gameweek: 1,
      deadline: planned.toISOString(),
      firstMatchId: matchId,
    });
    const [locked] = await recorded(LineupLocked);
    expect(locked).toMatchObject({
      captainFootballerId: ann.xi.footballers[5],
      lockedAt: planned.toISOString(),
    });
  });

  it('should double the vice-captain instead when the captain did not play', async () => {
    const ann = await managerWithSquad('ann');
    await deadline(1);
    const [captain, vice] = [ann.xi.footballers[9], ann.xi.footballers[5]];
    await perform(1, [
      ...everyoneTwo(ann.xi.footballers).filter(([id]) => id !== captain && id !== vice),
      [vice, 7, 90],
      [captain, 0, 0],
    ]);
    // 9 starters x 2 + the vice's 7 doubled; nobody on the bench played, so no substitution.
    expect((await stats(ann.id)).totalPoints).toBe(18 + 14);
    await finish(1);
    expect((await stats(ann.id)).gameweeks).toEqual([{ gameweek: 1, points: 32, final: true }]);
  });

  it('should move points live, then substitute from the bench in order with a legal formation at the end', async () => {
    const ann = await managerWithSquad('ann');
    await deadline(1);
    const [goalkeeper, leftBack] = ann.xi.footballers;
    const [benchKeeper, benchDefender, benchMidfielder] = ann.bench.footballers;
    // The keeper and the left back do not play; the bench midfielder played before the defender in bench order.
    await perform(1, [
      ...everyoneTwo(ann.xi.footballers).filter(([id]) => id !== goalkeeper && id !== leftBack),
      [benchKeeper, 3, 90],
      [benchDefender, 4, 90],
      [benchMidfielder, 9, 90],
    ]);
    const live = 9 * 2 + 2; // nine starters, the captain doubled
    expect((await stats(ann.id)).gameweeks).toEqual([{ gameweek: 1, points: live, final: false }]);

    await finish(1);
    // The keeper's place: the bench keeper, the only one who may; the left back's: the next who
    // played in bench order, the defender.
    const final = live + 3 + 4;
    expect((await stats(ann.id)).gameweeks).toEqual([{ gameweek: 1, points: final, final: true }]);
    const updates = await recorded(ManagerGameweekPointsUpdated);
    expect(
      updates.map(({ points, final: isFinal, totalPoints }) => ({ points, final: isFinal, totalPoints })),
    ).toEqual(
      expect.arrayContaining([
        { points: live, final: false, totalPoints: live },
        { points: final, final: true, totalPoints: final },
      ]),
    );
    expect(updates.at(-1)).toMatchObject({ managerId: ann.id, gameweek: 1, final: true });
  });

  it('should keep the formation legal when the only bench player who played would break it', async () => {
    const ann = await managerWithSquad('ann');
    await deadline(1);
    const goalkeeper = ann.xi.footballers[0];
    const benchStriker = ann.bench.footballers[3];
    await perform(1, [
      ...everyoneTwo(ann.xi.footballers).filter(([id]) => id !== goalkeeper),
      [benchStriker, 8, 90],
    ]);
    await finish(1);
    // A striker never replaces a goalkeeper: 10 starters, the captain doubled.
    expect((await stats(ann.id)).totalPoints).toBe(10 * 2 + 2);
  });

  it('should lock final lineups when the deadline is applied after the gameweek finished', async () => {
    const ann = await managerWithSquad('ann');
    const [goalkeeper] = ann.xi.footballers;
    await perform(1, [
      ...everyoneTwo(ann.xi.footballers).filter(([id]) => id !== goalkeeper),
      [ann.bench.footballers[0], 3, 90],
    ]);
    // The two events travel keyed by different matches: the finish may be applied first.
    await finish(1);
    await deadline(1);
    expect(await stats(ann.id)).toMatchObject({
      weeklyPoints: 10 * 2 + 2 + 3,
      gameweeks: [{ gameweek: 1, points: 25, final: true }],
    });
  });

  it('should page the gameweeks from the latest, oldest first, while counting every gameweek played', async () => {
    const ann = await managerWithSquad('ann');
    for (const gameweek of [1, 2, 3, 4, 5]) {
      await deadline(gameweek);
      // A match of its own each gameweek: the gameweek's points are the keeper's, as many as its number.
      await perform(gameweek, [[ann.xi.footballers[0]!, gameweek, 90]], randomUUID());
    }
    const played = async (page: { limit?: number; offset?: number }) =>
      (await stats(ann.id, page)).gameweeks.map(({ gameweek, points }) => [gameweek, points]);

    expect(await played({})).toEqual([1, 2, 3, 4, 5].map((gameweek) => [gameweek, gameweek]));
    expect(await played({ limit: 2 })).toEqual([
      [4, 4],
      [5, 5],
    ]);
    expect(await played({ limit: 2, offset: 2 })).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect(await played({ limit: 2, offset: 4 })).toEqual([[1, 1]]);
    expect(await played({ offset: 5 })).toEqual([]);
    // The figures count every gameweek, whatever page of them is asked for.
    expect(await stats(ann.id, { limit: 1 })).toMatchObject({
      matchesPlayed: 5,
      weeklyPoints: 5,
      totalPoints: 15,
    });
  });

  it('should refuse a page of gameweeks out of range with a clear error', async () => {
    const ann = await managerWithSquad('ann');
    for (const [page, message] of [
      [{ limit: 101 }, 'limit must be between 1 and 100'],
      [{ limit: 0 }, 'limit must be between 1 and 100'],
      [{ offset: -1 }, 'offset must be 0 or more'],
    ] as const) {
      const res = await graphqlRequest(t.server, myStatsOperation(page), { userId: ann.id });
      expect(res.body.errors).toEqual([
        expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      ]);
    }
  });

  it('should sum a footballer over the gameweek’s matches and record points only when they change', async () => {
    const ann = await managerWithSquad('ann');
    await deadline(1);
    const striker = ann.xi.footballers[9];
    await perform(1, [[striker, 3, 90]]);
    await perform(1, [[striker, 4, 90]], randomUUID());
    // A bench player's figures do not move live points: no event for them.
    await perform(1, [[ann.bench.footballers[2], 6, 90]]);
    // The same figures again change nothing either.
    await perform(1, [[striker, 3, 90]]);
    expect((await stats(ann.id)).totalPoints).toBe((3 + 4) * 2);
    const updates = await recorded(ManagerGameweekPointsUpdated);
    expect(updates.map((update) => update.points)).toEqual([6, 14]);
  });

  it('should rescore a lineup once for a batch of figures, as one by one would, and apply other events alone', async () => {
    const ann = await managerWithSquad('ann');
    await deadline(1);
    // The Kafka transport's batches: a partition's messages handed over together.
    const { deliver, warnings } = batchDelivery(t, t.app.get(ManagerPointsConsumer).definition());
    const figure = (footballerId: string, points: number, minutes: number) =>
      rawEnvelope(
        FootballerPerformanceUpdated,
        matchId,
        performance(1, matchId, footballerId, points, minutes),
      );
    const [goalkeeper] = ann.xi.footballers;
    // Every starter 2, the captain doubled, then the keeper's figure changes again in the same batch.
    const batch = [
      ...everyoneTwo(ann.xi.footballers).map((args) => figure(...args)),
      figure(goalkeeper!, 6, 90),
    ];
    const transactionsOf = (statements: string[]) =>
      statements.filter((sql) => sql.startsWith('INSERT INTO processed_event (consumer, event_id) SELECT'))
        .length;

    const first = await sqlStatementsDuring(t.dataSource, () => deliver(batch));
    expect(first.result).toEqual(Array(12).fill('applied'));
    expect(transactionsOf(first.statements)).toBe(1);
    expect((await stats(ann.id)).gameweeks).toEqual([{ gameweek: 1, points: 11 * 2 + 2 + 4, final: false }]);
    // Rescored once: one figure announced for the batch.
    expect(await recorded(ManagerGameweekPointsUpdated)).toEqual([
      expect.objectContaining({ managerId: ann.id, points: 28, final: false }),
    ]);

    // A kick-off between figures is applied in a transaction of its own, the figures around it in theirs.
    const kickOff = rawEnvelope(MatchKickedOff, randomUUID(), {
      kickoffAt: new Date().toISOString(),
      snapshot: {
        matchId: randomUUID(),
        gameweek: 1,
        homeClub: { id: randomUUID(), name: 'Home', shortName: 'HOM' },
        awayClub: { id: randomUUID(), name: 'Away', shortName: 'AWA' },
        homeScore: 0,
        awayScore: 0,
        minute: 0,
        status: 'LIVE',
        version: 1,
      },
    });
    const second = await sqlStatementsDuring(t.dataSource, () =>
      deliver([figure(goalkeeper!, 7, 90), kickOff, figure(goalkeeper!, 8, 90)]),
    );
    expect(second.result).toEqual(['applied', 'applied', 'applied']);
    expect(transactionsOf(second.statements)).toBe(3);
    expect((await stats(ann.id)).gameweeks).toEqual([{ gameweek: 1, points: 11 * 2 + 2 + 6, final: false }]);
    expect(warnings).toEqual([]);
  });

  it('should change nothing when every event is delivered again', async () => {
    const ann = await managerWithSquad('ann');
    await deadline(1);
    await perform(1, everyoneTwo(ann.xi.footballers));
    await finish(1);
    const before = {
      stats: await stats(ann.id),
      locked: await recorded(LineupLocked),
      updates: await recorded(ManagerGameweekPointsUpdated),
    };
    await t.redeliverAll();
    expect({
      stats: await stats(ann.id),
      locked: await recorded(LineupLocked),
      updates: await recorded(ManagerGameweekPointsUpdated),
    }).toEqual(before);
  });

  it('should rank by total points, equal points by the earlier registration', async () => {
    const ann = await managerWithSquad('ann', new Date('2026-11-02T00:00:00Z'));
    const bob = await managerWithSquad('bob', new Date('2026-11-01T00:00:00Z'));
    const cat = await managerWithSquad('cat', new Date('2026-11-03T00:00:00Z'));
    await deadline(1);
    await perform(1, [
      ...everyoneTwo(ann.xi.footballers),
      ...everyoneTwo(bob.xi.footballers),
      [cat.xi.footballers[0], 30, 90],
    ]);
    const res = await graphqlRequest(t.server, leaderboardOperation());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.leaderboard.entries).toEqual([
      { id: cat.id, rank: 1, username: 'cat', teamName: 'cat FC', totalPoints: 30 },
      { id: bob.id, rank: 2, username: 'bob', teamName: 'bob FC', totalPoints: 24 },
      { id: ann.id, rank: 3, username: 'ann', teamName: 'ann FC', totalPoints: 24 },
    ]);
    expect((await stats(ann.id)).rank).toBe(3);
  });
});
