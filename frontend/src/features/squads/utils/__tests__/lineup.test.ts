import { describe, expect, it } from '@jest/globals';
import {
  type Lineup,
  moveOnBench,
  moveStarter,
  placeInSlot,
  sameSquad,
} from '@/features/squads/utils/lineup';
import { fullXi } from '@/testing/squad-fixtures';

const lineup: Lineup = {
  teamName: 'Alice Albion',
  formation: '4-3-3',
  starters: fullXi,
  bench: ['c-gk2'],
  captainCardId: 'c-st',
  viceCaptainCardId: 'c-lw',
};

describe('moveStarter', () => {
  it('should swap two starters of a group, keeping both in the XI and both armbands', () => {
    const moved = moveStarter(lineup, 8, 9);

    expect(moved.starters[8]).toBe('c-st');
    expect(moved.starters[9]).toBe('c-lw');
    expect(moved.starters.filter(Boolean)).toHaveLength(11);
    expect(moved).toMatchObject({ captainCardId: 'c-st', viceCaptainCardId: 'c-lw', bench: ['c-gk2'] });
  });

  it('should leave the slot a starter leaves empty when the slot they move to was', () => {
    const withEmptyLw = { ...lineup, starters: fullXi.map((id) => (id === 'c-lw' ? null : id)) };

    const moved = moveStarter(withEmptyLw, 9, 8);

    expect(moved.starters[8]).toBe('c-st');
    expect(moved.starters[9]).toBeNull();
    expect(moved.captainCardId).toBe('c-st');
  });
});

describe('placeInSlot', () => {
  it('should take the replaced starter out of the XI and drop their armband', () => {
    const placed = placeInSlot(lineup, 9, 'c-rw');

    expect(placed.starters[9]).toBe('c-rw');
    expect(placed.starters[10]).toBeNull();
    expect(placed.starters).not.toContain('c-st');
    expect(placed.captainCardId).toBeNull();
  });
});

describe('moveOnBench', () => {
  const withBench = { ...lineup, bench: ['c-gk2', 'c-cb3', 'c-lm'] };

  it('should swap the sub with the one before or after him', () => {
    expect(moveOnBench(withBench, 'c-cb3', -1).bench).toEqual(['c-cb3', 'c-gk2', 'c-lm']);
    expect(moveOnBench(withBench, 'c-cb3', 1).bench).toEqual(['c-gk2', 'c-lm', 'c-cb3']);
  });

  it('should change nothing past either end of the bench or for a card not on it', () => {
    expect(moveOnBench(withBench, 'c-gk2', -1)).toBe(withBench);
    expect(moveOnBench(withBench, 'c-lm', 1)).toBe(withBench);
    expect(moveOnBench(withBench, 'c-st', 1)).toBe(withBench);
  });
});

describe('sameSquad', () => {
  it('should compare what a save would send: spaces around the team name do not count, the bench order does', () => {
    expect(sameSquad(lineup, { ...lineup, teamName: ' Alice Albion ' })).toBe(true);
    expect(
      sameSquad({ ...lineup, bench: ['c-gk2', 'c-cb3'] }, { ...lineup, bench: ['c-cb3', 'c-gk2'] }),
    ).toBe(false);
  });
});
