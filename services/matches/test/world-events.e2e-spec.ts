import type { TestApp } from '@sfl/testing';
import { SeasonSeeder } from '../src/season/season-seeder';
import { clubOf, outbox, resetWorld, startMatchesTestApp, world } from './matches-test-app';

// The migration that announces the footballers of a world seeded before the event existed.
const BACKFILL = 'RecordFootballersRegistered1764100000000';

describe('matches subgraph: what the world announces to other services', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMatchesTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => resetWorld(t));

  const registered = async () => (await outbox(t, 'FootballerRegistered')).map((e) => e.payload);
  const expectEveryFootballerOnce = async () => {
    const events = await outbox(t, 'FootballerRegistered');
    expect(events).toHaveLength(world.footballers.length);
    expect(new Set(events.map((e) => e.aggregate_id)).size).toBe(world.footballers.length);
    const star = [...world.footballers].sort((a, b) => b.overall - a.overall)[0]!;
    const { id, name, shortName } = clubOf(star.clubId);
    expect(events.find((e) => e.aggregate_id === star.id)!.payload).toEqual({
      footballerId: star.id,
      name: star.name,
      club: { id, name, shortName },
      position: star.position,
      overall: star.overall,
      rarity: star.rarity,
    });
  };

  it('should register every footballer once with the world, and not again when seeding again', async () => {
    await expectEveryFootballerOnce();
    expect(await t.app.get(SeasonSeeder).seedIfEmpty()).toBe(false);
    await expectEveryFootballerOnce();
  });

  it('should register the footballers of a world seeded before the event existed once, by migration', async () => {
    // The world as it was before: seeded, nothing announced, the migration not yet run.
    await t.dataSource.query(`DELETE FROM outbox_event`);
    await t.dataSource.query(`DELETE FROM migrations WHERE name = $1`, [BACKFILL]);
    expect(await registered()).toHaveLength(0);

    await t.dataSource.runMigrations({ transaction: 'each' });
    await expectEveryFootballerOnce();
    await t.dataSource.runMigrations({ transaction: 'each' });
    await expectEveryFootballerOnce();
  });

  it('should announce every footballer form once with the world, and once by migration for a world from before', async () => {
    const forms = () => outbox(t, 'FootballerFormUpdated');
    expect(new Set((await forms()).map((e) => e.aggregate_id)).size).toBe(world.footballers.length);
    expect(await forms()).toHaveLength(world.footballers.length);

    await t.dataSource.query(`DELETE FROM outbox_event`);
    await t.dataSource.query(`DELETE FROM migrations WHERE name = 'RecordFootballerForms1767800000000'`);
    await t.dataSource.runMigrations({ transaction: 'each' });
    await t.dataSource.runMigrations({ transaction: 'each' });
    const backfilled = await forms();
    expect(backfilled).toHaveLength(world.footballers.length);
    // Nothing has been played: as of the epoch, so any full time is newer.
    expect(backfilled[0]!.payload).toMatchObject({
      form: 0,
      seasonPoints: 0,
      asOf: new Date(0).toISOString(),
    });
  });
});
