import { graphqlRequest } from '@sfl/testing';
import { formationsOperation, squadRulesOperation } from './operations/formations.operations';
import { FOUR_THREE_THREE } from './squad-world';
import { startSquadsTestApp, type SquadsTestApp } from './squads-test-app';

interface Slot {
  index: number;
  group: string;
  label: string;
  x: number;
  y: number;
}

describe('squads subgraph: formations and rules', () => {
  let t: SquadsTestApp;

  beforeAll(async () => {
    t = await startSquadsTestApp();
  });
  afterAll(() => t.close());

  const formations = async () => {
    const res = await graphqlRequest(t.server, formationsOperation());
    expect(res.body.errors).toBeUndefined();
    return res.body.data.formations as { formation: string; slots: Slot[] }[];
  };

  it('should answer the four formations to anyone, each with 11 slots in index order', async () => {
    const layouts = await formations();
    expect(layouts.map((layout) => layout.formation)).toEqual(['4-3-3', '4-4-2', '3-5-2', '4-2-3-1']);
    for (const { slots } of layouts) {
      expect(slots.map((slot) => slot.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (const slot of slots) {
        expect(slot.x).toBeGreaterThanOrEqual(0);
        expect(slot.x).toBeLessThanOrEqual(100);
        expect(slot.y).toBeGreaterThanOrEqual(0);
        expect(slot.y).toBeLessThanOrEqual(100);
      }
    }
  });

  it('should count the groups as the formation names them, with the goalkeeper at the bottom', async () => {
    for (const { formation, slots } of await formations()) {
      const count = (group: string) => slots.filter((slot) => slot.group === group).length;
      const lines = formation.split('-').map(Number);
      expect(count('GK')).toBe(1);
      expect(count('DEF')).toBe(lines[0]);
      expect(count('ATT')).toBe(lines[lines.length - 1]);
      expect(count('MID')).toBe(10 - lines[0] - lines[lines.length - 1]);
      const keeper = slots.find((slot) => slot.group === 'GK')!;
      expect(keeper).toMatchObject({ index: 0, label: 'GK' });
      expect(Math.max(...slots.map((slot) => slot.y))).toBe(keeper.y);
    }
  });

  it('should lay 4-3-3 out with full-backs, centre-backs, three midfielders and a front three', async () => {
    const [layout] = await formations();
    expect(layout.slots.map((slot) => slot.label)).toEqual(FOUR_THREE_THREE);
  });

  it('should answer the squad rules', async () => {
    const res = await graphqlRequest(t.server, squadRulesOperation());
    expect(res.body.data.squadRules).toEqual({
      formations: ['4-3-3', '4-4-2', '3-5-2', '4-2-3-1'],
      squadSize: 17,
      starters: 11,
      benchSize: 6,
      captainMultiplier: 2,
      teamNameMaxLength: 30,
    });
  });
});
