import { batchDelivery, lineupLocked, managerPointsUpdated, rawEnvelope } from '@sfl/testing';
import { GameweekPointsRepository } from '../src/projections/gameweek-points.repository';
import { GameweeksRepository } from '../src/projections/gameweeks.repository';
import { ManagersRepository } from '../src/projections/managers.repository';
import { ProjectionsConsumer } from '../src/projections/projections.consumer';
import { type LeaguesTestApp, startLeaguesTestApp } from './leagues-test-app';

// What leagues keeps of other services' events, read as leagues and battles read it.
describe('leagues subgraph: projections', () => {
  let t: LeaguesTestApp;
  let gameweeks: GameweeksRepository;
  let points: GameweekPointsRepository;
  let managers: ManagersRepository;

  beforeAll(async () => {
    t = await startLeaguesTestApp();
    gameweeks = t.app.get(GameweeksRepository);
    points = t.app.get(GameweekPointsRepository);
    managers = t.app.get(ManagersRepository);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('should know a registered manager by username in any case', async () => {
    const ann = await t.registerManager('AnnSmith');
    expect(await managers.byUsername('annsmith')).toMatchObject({ id: ann, username: 'AnnSmith' });
    expect(await managers.byUsername('nobody')).toBeNull();
  });

  it("should answer the next gameweek (lowest whose deadline has not passed) and the season's range", async () => {
    expect(await gameweeks.nextGameweek()).toBeNull();
    await t.startSeason(1, 38);
    expect(await gameweeks.nextGameweek()).toBe(1);
    await t.passDeadline(1);
    expect(await gameweeks.nextGameweek()).toBe(2);
    await t.finishGameweek(1);
    await t.passDeadline(2);
    expect(await gameweeks.nextGameweek()).toBe(3);
    expect(await gameweeks.seasonOf(3)).toEqual({ season: 1, firstGameweek: 1, lastGameweek: 38 });
    expect(await gameweeks.startedBetween(1, 5)).toEqual([1, 2]);
  });

  it('should keep planned deadlines, and none until GameweeksScheduled came', async () => {
    await t.startSeason(1, 4, { scheduled: false });
    const [unscheduled] = await gameweeks.byNumbers([2]);
    expect(unscheduled!.plannedDeadline).toBeNull();
    await t.startSeason(1, 4);
    const [scheduled] = await gameweeks.byNumbers([2]);
    expect(scheduled!.plannedDeadline).toEqual(t.plannedDeadline(2));
    expect(await gameweeks.plannedAround(1, t.plannedDeadline(2), 'from')).toBe(2);
    expect(await gameweeks.plannedAround(1, new Date(t.plannedDeadline(3).getTime() - 1), 'until')).toBe(2);
    expect(await gameweeks.plannedAround(1, t.plannedDeadline(5), 'from')).toBeNull();
  });

  it('should answer live points, final once the gameweek finished and every lineup has its final figure', async () => {
    const [ann, bob, cat] = [await t.registerManager(), await t.registerManager(), await t.registerManager()];
    await t.startSeason(1, 38);
    await t.lockLineup(ann, 1);
    await t.lockLineup(bob, 1);
    await t.passDeadline(1);
    await t.scorePoints(ann, 1, 12);
    await t.scorePoints(bob, 1, 7);

    let answer = await points.pointsFor([ann, bob, cat], 1);
    expect(Object.fromEntries(answer.points)).toEqual({ [ann]: 12, [bob]: 7, [cat]: 0 });
    expect(answer.final).toBe(false);

    await t.finishGameweek(1);
    await t.scorePoints(ann, 1, 14, true);
    answer = await points.pointsFor([ann, bob, cat], 1);
    expect(answer.final).toBe(false); // Bob's figure is still live

    await t.scorePoints(bob, 1, 9, true);
    answer = await points.pointsFor([ann, bob, cat], 1);
    expect(Object.fromEntries(answer.points)).toEqual({ [ann]: 14, [bob]: 9, [cat]: 0 });
    expect(answer.final).toBe(true);
    // Cat had no lineup: 0 points, final with the gameweek.
    expect(await points.pointsFor([cat], 1)).toEqual({ points: new Map([[cat, 0]]), final: true });
  });

  it('should not be final before GameweekFinished even when every figure is final', async () => {
    const ann = await t.registerManager();
    await t.lockLineup(ann, 1);
    await t.scorePoints(ann, 1, 5, true);
    expect((await points.pointsFor([ann], 1)).final).toBe(false);
  });

  it('should apply a batch of lineups and figures as one by one, a final figure standing', async () => {
    const [ann, bob, cat] = [await t.registerManager(), await t.registerManager(), await t.registerManager()];
    await t.startSeason(1, 38);
    await t.passDeadline(1);
    await t.finishGameweek(1);
    // The Kafka transport's batches: a partition's messages applied in one transaction.
    const { deliver, warnings } = batchDelivery(t, t.app.get(ProjectionsConsumer).definition());
    const batch = [
      rawEnvelope(...lineupLocked(ann, 1)),
      rawEnvelope(...lineupLocked(bob, 1)),
      rawEnvelope(...managerPointsUpdated(ann, 1, 3, false)),
      rawEnvelope(...managerPointsUpdated(bob, 1, 5, false)),
      rawEnvelope(...managerPointsUpdated(ann, 1, 8, true)),
      // A live figure replayed after the final one does not undo it.
      rawEnvelope(...managerPointsUpdated(ann, 1, 2, false)),
    ];
    expect(await deliver(batch)).toEqual(Array(6).fill('applied'));
    expect(await points.pointsFor([ann, bob, cat], 1)).toEqual({
      points: new Map([
        [ann, 8],
        [bob, 5],
        [cat, 0],
      ]),
      final: false, // Bob's figure is still live
    });

    expect(await deliver([rawEnvelope(...managerPointsUpdated(bob, 1, 6, true))])).toEqual(['applied']);
    expect(await points.pointsFor([ann, bob], 1)).toEqual({
      points: new Map([
        [ann, 8],
        [bob, 6],
      ]),
      final: true,
    });
    expect(warnings).toEqual([]);
  });

  it('should change nothing when every event is delivered again', async () => {
    const ann = await t.registerManager('ann');
    await t.startSeason(1, 38);
    await t.lockLineup(ann, 1);
    await t.passDeadline(1);
    await t.scorePoints(ann, 1, 4);
    await t.finishGameweek(1);
    await t.scorePoints(ann, 1, 6, true);
    const before = await t.dataSource.query('SELECT * FROM manager_gameweek_points');
    await t.redeliverAll();
    expect(await t.dataSource.query('SELECT * FROM manager_gameweek_points')).toEqual(before);
    expect(await gameweeks.nextGameweek()).toBe(2);
    expect(await points.pointsFor([ann], 1)).toEqual({ points: new Map([[ann, 6]]), final: true });
  });
});
