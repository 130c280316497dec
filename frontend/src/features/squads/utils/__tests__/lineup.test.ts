import { describe, expect, it } from '@jest/globals';
import { type Lineup, moveStarter, placeInSlot } from '@/features/squads/utils/lineup';
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
