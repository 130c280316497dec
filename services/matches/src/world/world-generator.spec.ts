import { positionGroupOf } from '@sfl/contracts';
import { rarityFor } from '../football/rarity';
import { CLUB_COUNT, generateWorld } from './world-generator';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('generateWorld', () => {
  const world = generateWorld(424_242);

  it('should give the same world, ids included, when the seed is the same', () => {
    expect(generateWorld(424_242)).toEqual(world);
  });

  it('should give another world when the seed differs', () => {
    const other = generateWorld(7);
    expect(other.clubs.map((c) => c.id)).not.toEqual(world.clubs.map((c) => c.id));
    expect(other.footballers.map((f) => f.name)).not.toEqual(world.footballers.map((f) => f.name));
  });

  it('should create at least 20 clubs with unique names and unique three-letter short names', () => {
    expect(world.clubs.length).toBeGreaterThanOrEqual(CLUB_COUNT);
    expect(new Set(world.clubs.map((c) => c.name)).size).toBe(world.clubs.length);
    expect(new Set(world.clubs.map((c) => c.shortName)).size).toBe(world.clubs.length);
    for (const club of world.clubs) expect(club.shortName).toMatch(/^[A-Z]{3}$/);
  });

  it('should derive stable version-5 UUIDs that never repeat', () => {
    const ids = [...world.clubs.map((c) => c.id), ...world.footballers.map((f) => f.id)];
    for (const id of ids) expect(id).toMatch(UUID_V5);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should give every club a squad of 25+ shaped like a real one', () => {
    for (const club of world.clubs) {
      const squad = world.footballers.filter((f) => f.clubId === club.id);
      const shape = { GK: 0, DEF: 0, MID: 0, ATT: 0 };
      for (const f of squad) shape[positionGroupOf(f.position)] += 1;
      expect(squad.length).toBeGreaterThanOrEqual(25);
      expect(shape.GK).toBe(3);
      expect(shape.DEF).toBeGreaterThanOrEqual(8);
      expect(shape.DEF).toBeLessThanOrEqual(9);
      expect(shape.MID).toBeGreaterThanOrEqual(8);
      expect(shape.MID).toBeLessThanOrEqual(9);
      expect(shape.ATT).toBeGreaterThanOrEqual(5);
      expect(shape.ATT).toBeLessThanOrEqual(6);
    }
  });

  it('should rate footballers 60 to 94 with a few stars per club and rarity following the rating', () => {
    for (const f of world.footballers) {
      expect(f.overall).toBeGreaterThanOrEqual(60);
      expect(f.overall).toBeLessThanOrEqual(94);
      expect(f.rarity).toBe(rarityFor(f.overall));
    }
    for (const club of world.clubs) {
      const stars = world.footballers.filter((f) => f.clubId === club.id && f.overall >= 85);
      expect(stars.length).toBeGreaterThanOrEqual(1);
      expect(stars.length).toBeLessThanOrEqual(3);
    }
    const legends = world.footballers.filter((f) => f.rarity === 'LEGENDARY').length;
    expect(legends).toBeGreaterThan(0);
    expect(legends).toBeLessThan(world.footballers.length * 0.05);
  });

  it('should name every footballer uniquely with a first and a last name', () => {
    const names = world.footballers.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^\S+ \S+$/);
  });

  it.each([
    [94, 'LEGENDARY'],
    [90, 'LEGENDARY'],
    [89, 'EPIC'],
    [85, 'EPIC'],
    [84, 'RARE'],
    [78, 'RARE'],
    [77, 'DEFAULT'],
  ])('should rate %i as %s', (overall, rarity) => {
    expect(rarityFor(overall)).toBe(rarity);
  });
});
