import { randomUUID } from 'node:crypto';
import type { EventContract } from '@sfl/events';
import {
  FixtureLocked,
  FootballerPerformanceUpdated,
  GameweekDeadlinePassed,
  GameweekFinished,
  GameweeksScheduled,
  LineupChanged,
  ManagerGameweekPointsUpdated,
  MatchFinished,
  MatchKickedOff,
  type Position,
} from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { myStatsOperation } from './operations/leaderboard.operations';
import { mySquadLocksOperation, setCaptainOperation, type SquadInput } from './operations/squad.operations';
import { CLUBS, SquadWorld, starters } from './squad-world';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

interface SquadLocks {
  gameweek: number;
  live: boolean;
  nextLockAt: string | null;
  cards: { cardId: string; lockAt: string | null; locked: boolean }[];
}

const HOUR = 3_600_000;
const GAMEWEEK = 1;

describe('squads subgraph: each player locks at his own fixture’s kick-off', () => {
  let t: SquadsTestApp;
  let world: SquadWorld;

  beforeAll(async () => {
    t = await startSquadsTestApp();
    world = new SquadWorld(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  // Two fixtures: north v south kicks off first (the deadline), east v west two hours later.
  const early = { matchId: randomUUID(), home: CLUBS.north, away: CLUBS.south };
  const late = { matchId: randomUUID(), home: CLUBS.east, away: CLUBS.west };
  let kickoffs: Map<string, Date>;

  function planKickoffs() {
    const start = new Date(Date.now() + HOUR);
    kickoffs = new Map([
      [early.matchId, start],
      [late.matchId, new Date(start.getTime() + 2 * HOUR)],
    ]);
    return start;
  }

  async function schedule() {
    const start = planKickoffs();
    await t.publish(GameweeksScheduled, 'season-1', {
      season: 1,
      gameweeks: [{ gameweek: GAMEWEEK, plannedDeadline: start.toISOString() }],
      fixtures: [early, late].map((fixture) => ({
        matchId: fixture.matchId,
        gameweek: GAMEWEEK,
        homeClubId: fixture.home,
        awayClubId: fixture.away,
        kickoffAt: kickoffs.get(fixture.matchId)!.toISOString(),
      })),
    });
  }

  const club = (id: string) => ({
    id,
    name: `Club ${id.slice(0, 4)}`,
    shortName: id.slice(0, 3).toUpperCase(),
  });
  const snapshotOf = (fixture: typeof early, status: 'LIVE' | 'FT') => ({
    matchId: fixture.matchId,
    gameweek: GAMEWEEK,
    homeClub: club(fixture.home),
    awayClub: club(fixture.away),
    homeScore: 0,
    awayScore: 0,
    minute: status === 'LIVE' ? 0 : 90,
    status,
    version: status === 'LIVE' ? 1 : 2,
  });
  /** The match kicks off (and, for the first, the gameweek's deadline passes), as matches records them. */
  async function kickOff(fixture: typeof early, first = false) {
    const kickoffAt = kickoffs.get(fixture.matchId)!.toISOString();
    await t.publish(MatchKickedOff, fixture.matchId, { kickoffAt, snapshot: snapshotOf(fixture, 'LIVE') });
    if (first)
      await t.publish(GameweekDeadlinePassed, fixture.matchId, {
        gameweek: GAMEWEEK,
        deadline: new Date().toISOString(),
        firstMatchId: fixture.matchId,
      });
  }

  /** The match ends, after all its figures on its partition. */
  const finishMatch = (fixture: typeof early) =>
    t.publish(MatchFinished, fixture.matchId, { snapshot: snapshotOf(fixture, 'FT') });
  /** The gameweek ends, recorded with its last match's end, on that match's partition. */
  const finishGameweek = (last: typeof early) =>
    t.publish(GameweekFinished, last.matchId, {
      gameweek: GAMEWEEK,
      finishedAt: new Date().toISOString(),
      lastMatchId: last.matchId,
    });

  async function perform(
    fixture: typeof early,
    figures: [footballerId: string, points: number, minutes: number][],
  ) {
    const ids = [];
    for (const [footballerId, points, minutesPlayed] of figures)
      ids.push(
        await t.record(FootballerPerformanceUpdated, fixture.matchId, {
          matchId: fixture.matchId,
          gameweek: GAMEWEEK,
          footballerId,
          clubId: CLUBS.north,
          points,
          minutesPlayed,
          goals: 0,
          assists: 0,
        }),
      );
    await t.applied(ids);
  }

  // The XI in 4-3-3 slot order: all of the early fixture's north club but the third midfielder and
  // the striker (east, late); the bench: a north goalkeeper, a west striker (late), a south midfielder (early).
  const XI: [Position, string][] = [
    ['GK', CLUBS.north],
    ['LB', CLUBS.north],
    ['CB', CLUBS.north],
    ['CB', CLUBS.north],
    ['RB', CLUBS.north],
    ['CM', CLUBS.north],
    ['CM', CLUBS.north],
    ['CM', CLUBS.east],
    ['LW', CLUBS.north],
    ['ST', CLUBS.east],
    ['RW', CLUBS.north],
  ];
  const BENCH: [Position, string][] = [
    ['GK', CLUBS.north],
    ['ST', CLUBS.west],
    ['CM', CLUBS.south],
  ];

  /** Ann's squad: captain the east striker (late), vice the first midfielder (north, early). */
  async function annWithSquad() {
    const id = await world.manager('ann');
    const xi = await world.cardsFor(
      id,
      XI.map(([position, clubId]) => ({ position, clubId })),
    );
    const bench = await world.cardsFor(
      id,
      BENCH.map(([position, clubId]) => ({ position, clubId })),
    );
    const squad: SquadInput = {
      teamName: 'Ann FC',
      formation: '4-3-3',
      starters: starters(...xi.cards),
      bench: bench.cards,
      captainCardId: xi.cards[9],
      viceCaptainCardId: xi.cards[5],
    };
    await world.save(id, squad);
    return { id, xi, bench, squad };
  }

  const locksOf = async (userId: string) => {
    const res = await graphqlRequest(t.server, mySquadLocksOperation(), { userId });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.mySquad.locks as SquadLocks | null;
  };
  const lockTimes = (locks: SquadLocks | null) =>
    locks!.cards.map((card) => [card.lockAt && new Date(card.lockAt).getTime(), card.locked]);

  /** The payloads of the events of the contract squads recorded, oldest first. */
  async function recorded<P>(contract: EventContract<P>): Promise<P[]> {
    const rows: { payload: P | string }[] = await t.dataSource.query(
      `SELECT payload FROM outbox_event WHERE type = $1 ORDER BY sequence`,
      [contract.type],
    );
    return rows.map(({ payload }) => (typeof payload === 'string' ? JSON.parse(payload) : payload));
  }
  const recordedChanges = () => recorded(LineupChanged);

  /** The FixtureLocked events recorded, in order: which match locked after how many changes. */
  async function recordedFixtureLocks(): Promise<[matchId: string, changesBefore: number][]> {
    return (await recorded(FixtureLocked)).map((lock) => [lock.matchId, lock.lineupChangesBefore]);
  }

  const gameweekPoints = async (userId: string) => {
    const res = await graphqlRequest(t.server, myStatsOperation({}), { userId });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.myStats.gameweeks as { gameweek: number; points: number; final: boolean }[];
  };

  it('should show each card’s lock time and the next lock, then which are locked once the gameweek is live', async () => {
    const bob = await world.manager('bob');
    expect(await locksOf(bob)).toBeNull();
    await schedule();
    const ann = await annWithSquad();
    const earlyAt = kickoffs.get(early.matchId)!.getTime();
    const lateAt = kickoffs.get(late.matchId)!.getTime();
    const lockAtOf = ([, clubId]: [Position, string]) =>
      clubId === CLUBS.east || clubId === CLUBS.west ? lateAt : earlyAt;

    const before = await locksOf(ann.id);
    expect(before).toMatchObject({ gameweek: GAMEWEEK, live: false });
    expect(new Date(before!.nextLockAt!).getTime()).toBe(earlyAt);
    expect(before!.cards.map((card) => card.cardId)).toEqual([...ann.xi.cards, ...ann.bench.cards]);
    expect(lockTimes(before)).toEqual([...XI, ...BENCH].map((player) => [lockAtOf(player), false]));

    await kickOff(early, true);
    // Bob has no lineup in the live gameweek: his changes play from the next one, not scheduled yet.
    expect(await locksOf(bob)).toBeNull();
    const live = await locksOf(ann.id);
    expect(live).toMatchObject({ gameweek: GAMEWEEK, live: true });
    expect(new Date(live!.nextLockAt!).getTime()).toBe(lateAt);
    expect(lockTimes(live)).toEqual(
      [...XI, ...BENCH].map((player) => [lockAtOf(player), lockAtOf(player) === earlyAt]),
    );

    await kickOff(late);
    const all = await locksOf(ann.id);
    expect(all!.nextLockAt).toBeNull();
    expect(all!.cards.every((card) => card.locked)).toBe(true);
  });

  it('should let a bench player whose match has not kicked off replace a starter, and score him, auto-subs on the final lineup', async () => {
    await schedule();
    const ann = await annWithSquad();
    await kickOff(early, true);
    await perform(
      early,
      ann.xi.footballers.filter((_, slot) => XI[slot]![1] === CLUBS.north).map((id) => [id, 2, 90]),
    );
    // 9 north starters x 2, the vice doubled while the captain has not played.
    expect(await gameweekPoints(ann.id)).toEqual([{ gameweek: GAMEWEEK, points: 20, final: false }]);

    // The west striker (late) replaces the east striker (late) and takes the captaincy from him.
    const swapped = [...ann.xi.cards];
    swapped[9] = ann.bench.cards[1]!;
    await world.save(ann.id, {
      ...ann.squad,
      starters: starters(...swapped),
      bench: [ann.bench.cards[0]!, ann.xi.cards[9]!, ann.bench.cards[2]!],
      captainCardId: ann.bench.cards[1],
    });
    const [changed, ...more] = await recordedChanges();
    expect(more).toEqual([]);
    expect(changed).toMatchObject({
      managerId: ann.id,
      gameweek: GAMEWEEK,
      revision: 1,
      changeNo: 1,
      captainFootballerId: ann.bench.footballers[1],
      viceCaptainFootballerId: ann.xi.footballers[5],
    });
    expect(changed!.starters.map((player) => player.footballerId)[9]).toBe(ann.bench.footballers[1]);
    expect(changed!.bench.map((player) => player.footballerId)).toEqual([
      ann.bench.footballers[0],
      ann.xi.footballers[9],
      ann.bench.footballers[2],
    ]);

    await kickOff(late);
    // Each kick-off announced once, with the gameweek's lineup changes made before it.
    await kickOff(late);
    expect(await recordedFixtureLocks()).toEqual([
      [early.matchId, 0],
      [late.matchId, 1],
    ]);
    // The east midfielder did not play; the west striker, captain now, scores 5 (doubled); the east striker 10 on the bench.
    await perform(late, [
      [ann.bench.footballers[1]!, 5, 90],
      [ann.xi.footballers[9]!, 10, 90],
      [ann.xi.footballers[7]!, 0, 0],
    ]);
    expect(await gameweekPoints(ann.id)).toEqual([{ gameweek: GAMEWEEK, points: 18 + 10, final: false }]);

    // At the end the east striker, first on the final bench who played, replaces the midfielder
    // who did not (the north goalkeeper ahead of him did not play and only replaces a goalkeeper).
    await finishMatch(early);
    await finishMatch(late);
    await finishGameweek(late);
    expect(await gameweekPoints(ann.id)).toEqual([{ gameweek: GAMEWEEK, points: 18 + 10 + 10, final: true }]);
  });

  it('should make points final once the gameweek and every one of its matches have ended, in either order', async () => {
    await schedule();
    const ann = await annWithSquad();
    await kickOff(early, true);
    await kickOff(late);
    const northStarters = ann.xi.footballers.filter((_, slot) => XI[slot]![1] === CLUBS.north);
    await perform(
      early,
      northStarters.map((id): [string, number, number] => [id, 2, 90]),
    );
    await finishMatch(early);
    // The gameweek's end, on the last match's partition, overtakes that match's last figures.
    await finishGameweek(late);
    expect(await gameweekPoints(ann.id)).toEqual([expect.objectContaining({ final: false })]);
    // The east striker, captain, scores 10 (doubled) and the east midfielder 3 in the late match:
    // nine north starters x 2 + 20 + 3, nobody to substitute.
    await perform(late, [
      [ann.xi.footballers[9]!, 10, 90],
      [ann.xi.footballers[7]!, 3, 90],
    ]);
    expect(await gameweekPoints(ann.id)).toEqual([{ gameweek: GAMEWEEK, points: 41, final: false }]);
    await finishMatch(late);
    expect(await gameweekPoints(ann.id)).toEqual([{ gameweek: GAMEWEEK, points: 41, final: true }]);
    // Announced final once, with the points that stay.
    const finals = (await recorded(ManagerGameweekPointsUpdated)).filter((update) => update.final);
    expect(finals.map(({ points }) => points)).toEqual([41]);
  });

  it('should refuse a change that moves a locked player or his armband, with the reason, changing nothing', async () => {
    await schedule();
    const ann = await annWithSquad();
    await kickOff(early, true);
    const refusals: [SquadInput, string][] = [
      // The north left winger (locked) benched for the west striker (not locked).
      [
        {
          ...ann.squad,
          starters: starters(...ann.xi.cards.map((id, slot) => (slot === 8 ? ann.bench.cards[1]! : id))),
          bench: [ann.bench.cards[0]!, ann.xi.cards[8]!, ann.bench.cards[2]!],
        },
        'stays in your starting XI',
      ],
      // The south midfielder (locked) brought in for the east midfielder (not locked).
      [
        {
          ...ann.squad,
          starters: starters(...ann.xi.cards.map((id, slot) => (slot === 7 ? ann.bench.cards[2]! : id))),
          bench: [ann.bench.cards[0]!, ann.bench.cards[1]!, ann.xi.cards[7]!],
        },
        'stays on your bench (place 3)',
      ],
      // The bench reordered: the north goalkeeper (locked) moves from place 1.
      [
        { ...ann.squad, bench: [ann.bench.cards[1]!, ann.bench.cards[0]!, ann.bench.cards[2]!] },
        'stays on your bench (place 1)',
      ],
    ];
    for (const [squad, place] of refusals) {
      const error = await world.refusedSave(ann.id, squad);
      expect(error.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PLAYER_LOCKED' });
      expect(error.message).toMatch(
        new RegExp(
          `^Player \\d+ \\w+'s match has kicked off: he ${place.replace(/[()]/g, '\\$&')} until the gameweek ends$`,
        ),
      );
    }
    // The vice-captaincy leaves the north midfielder (locked).
    const vice = await world.refusedSave(ann.id, { ...ann.squad, viceCaptainCardId: ann.xi.cards[7] });
    expect(vice.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ARMBAND_LOCKED' });
    expect(vice.message).toBe(
      "Player 5 CM's match has kicked off: the vice-captain armband cannot move to or from him until the gameweek ends",
    );
    // A locked starter made captain.
    const captain = await graphqlRequest(t.server, setCaptainOperation(ann.xi.cards[0]!), { userId: ann.id });
    expect(captain.body.errors[0].extensions).toMatchObject({ reason: 'ARMBAND_LOCKED' });
    expect(captain.body.errors[0].message).toMatch(/the captain armband cannot move/);

    // Nothing changed: not the squad, not the lineup.
    const squad = await world.squadOf(ann.id);
    expect(squad.slots.map((slot) => slot.card?.id)).toEqual(ann.xi.cards);
    expect(squad.bench.map((card) => card.id)).toEqual(ann.bench.cards);
    expect(squad.captainCardId).toBe(ann.xi.cards[9]);
    expect(await recordedChanges()).toEqual([]);

    // The unlocked east midfielder may still take the captaincy; once his match kicks off, not give it back.
    await graphqlRequest(t.server, setCaptainOperation(ann.xi.cards[7]!), { userId: ann.id });
    expect((await recordedChanges()).map((change) => change.captainFootballerId)).toEqual([
      ann.xi.footballers[7],
    ]);
    await kickOff(late);
    const back = await graphqlRequest(t.server, setCaptainOperation(ann.xi.cards[9]!), { userId: ann.id });
    expect(back.body.errors[0].extensions).toMatchObject({ reason: 'ARMBAND_LOCKED' });
  });

  it('should let the formation change around the locked players', async () => {
    await schedule();
    const ann = await annWithSquad();
    const spare = await world.cardsFor(ann.id, [{ position: 'CM', clubId: CLUBS.west }]);
    await kickOff(early, true);
    // 4-4-2: the locked wingers (north) stay in the XI as its two attackers, the east striker (not
    // locked) leaves with the captaincy, which goes to the east midfielder (not locked); a west midfielder comes in.
    const [gk, lb, cb1, cb2, rb, cm1, cm2, cm3, lw, , rw] = ann.xi.cards;
    await world.save(ann.id, {
      ...ann.squad,
      formation: '4-4-2',
      starters: [gk!, lb!, cb1!, cb2!, rb!, cm1!, cm2!, cm3!, spare.cards[0]!, lw!, rw!],
      captainCardId: cm3,
    });
    const [changed] = await recordedChanges();
    expect(changed).toMatchObject({
      formation: '4-4-2',
      revision: 1,
      captainFootballerId: ann.xi.footballers[7],
    });
    expect(changed!.starters.map((player) => [player.footballerId, player.slot])).toEqual([
      ...ann.xi.footballers.slice(0, 8).map((id, slot) => [id, slot]),
      [spare.footballers[0], 8],
      [ann.xi.footballers[8], 9],
      [ann.xi.footballers[10], 10],
    ]);
  });

  it('should lock every player from the deadline when the gameweek’s fixtures are not known', async () => {
    planKickoffs();
    const ann = await annWithSquad();
    await kickOff(early, true);
    const swapped = [...ann.xi.cards];
    swapped[9] = ann.bench.cards[1]!;
    const error = await world.refusedSave(ann.id, {
      ...ann.squad,
      starters: starters(...swapped),
      bench: [ann.bench.cards[0]!, ann.xi.cards[9]!, ann.bench.cards[2]!],
      captainCardId: ann.bench.cards[1],
    });
    expect(error.extensions).toMatchObject({ reason: 'PLAYER_LOCKED' });
  });
});
