import { describe, expect, it } from '@jest/globals';
import {
  type BuilderLineup,
  builderLineup,
  describeSwitch,
  editLineup,
  type FitOf,
  startersIn,
  switchFormation,
} from '@/features/squads/utils/formation-switch';
import { emptySlot, type Layout, type Lineup, placeInSlot } from '@/features/squads/utils/lineup';
import { cardById, formationLayouts, fullXi, starterPack } from '@/testing/squad-fixtures';

const layout = (formation: string): Layout => formationLayouts.find((l) => l.formation === formation)!;
const fitOf: FitOf = (id) => {
  const card = starterPack.find((c) => c.id === id);
  return card && { group: card.footballer.positionGroup, position: card.footballer.position };
};
const nameOf = (id: string) => cardById(id).footballer.name;

function lineup(overrides: Partial<Lineup> = {}): Lineup {
  return {
    teamName: 'Alice Albion',
    formation: '4-3-3',
    starters: fullXi,
    bench: [],
    captainCardId: 'c-rw',
    viceCaptainCardId: 'c-cm1',
    ...overrides,
  };
}

/** Switches the builder's lineup to `to`, from the formation it is in, with a bench of 6. */
function switchTo(state: BuilderLineup, to: string) {
  return switchFormation(state, layout(state.lineup.formation), layout(to), fitOf, 6);
}

const labelled = (state: BuilderLineup) =>
  layout(state.lineup.formation).slots.map(
    (slot) => `${slot.label}:${state.lineup.starters[slot.index] ?? '-'}`,
  );

describe('switchFormation', () => {
  it('should keep every starter whose group has a slot, by natural position first, and bench the rest', () => {
    const { next, report } = switchTo(builderLineup(lineup()), '4-4-2');

    expect(labelled(next)).toEqual([
      'GK:c-gk1',
      'LB:c-lb',
      'CB:c-cb1',
      'CB:c-cb2',
      'RB:c-rb',
      'LM:c-cdm',
      'CM:c-cm1',
      'CM:c-cm2',
      'RM:-',
      'ST:c-st',
      'ST:c-lw',
    ]);
    expect(next.lineup.formation).toBe('4-4-2');
    expect(next.lineup.bench).toEqual(['c-rw']);
    expect(report).toMatchObject({
      startersBefore: 11,
      kept: 10,
      benched: [{ cardId: 'c-rw', fromLabel: 'RW' }],
      keptAside: [],
      emptySlots: ['RM'],
      captainRemoved: 'c-rw',
      viceCaptainRemoved: null,
    });
    // Only the benched captain loses the armband; the vice-captain still starts.
    expect(next.lineup.captainCardId).toBeNull();
    expect(next.lineup.viceCaptainCardId).toBe('c-cm1');
  });

  it('should restore the whole XI, the bench and both armbands on a switch back', () => {
    const start = builderLineup(lineup({ bench: ['c-gk2', 'c-cb3'] }));

    const there = switchTo(start, '4-2-3-1').next;
    const back = switchTo(there, '4-3-3');

    expect(there.lineup.starters.filter(Boolean)).toHaveLength(9);
    expect(back.next.lineup).toEqual(start.lineup);
    expect(back.next.keptAside).toEqual([]);
    expect(back.report.restored.sort()).toEqual(['c-lw', 'c-rw']);
    expect(back.report.kept).toBe(9);
  });

  it('should keep aside the starters the full bench cannot take, and bring them back on a switch back', () => {
    const fullBench = ['c-gk2', 'c-cb3', 'c-lwb', 'c-lm', 'c-rm', 'c-cam'];
    const start = builderLineup(lineup({ bench: fullBench }));

    const there = switchTo(start, '4-2-3-1');
    expect(there.next.lineup.bench).toEqual(fullBench);
    expect(there.next.keptAside.slice().sort()).toEqual(['c-lw', 'c-rw']);
    expect(there.report.keptAside.map((d) => d.fromLabel).sort()).toEqual(['LW', 'RW']);

    const back = switchTo(there.next, '4-3-3').next;
    expect(back.lineup).toEqual(start.lineup);
    expect(back.keptAside).toEqual([]);
  });

  it('should keep all 11 and the armbands through every formation and back', () => {
    const start = builderLineup(lineup({ bench: ['c-cb3', 'c-lm', 'c-rm', 'c-cam'] }));
    let state = start;
    for (const formation of ['4-4-2', '3-5-2', '4-2-3-1', '4-3-3']) state = switchTo(state, formation).next;

    expect(state.lineup.starters).toEqual(start.lineup.starters);
    expect(state.lineup.captainCardId).toBe('c-rw');
    expect(state.lineup.viceCaptainCardId).toBe('c-cm1');
  });

  it("should respect the manager's edits made in between: a player removed stays out", () => {
    const there = switchTo(builderLineup(lineup()), '4-4-2').next;
    // In 4-4-2 the manager takes Hugo Garrow out and puts Kai Dunmore (LM) on the right.
    const edited = editLineup(there, (l) => placeInSlot(emptySlot(l, 6), 8, 'c-lm'));

    const back = switchTo(edited, '4-3-3').next;

    expect(labelled(back)).toEqual([
      'GK:c-gk1',
      'LB:c-lb',
      'CB:c-cb1',
      'CB:c-cb2',
      'RB:c-rb',
      'CM:c-lm',
      'CM:c-cm2',
      'CM:c-cdm',
      'LW:c-lw',
      'ST:c-st',
      'RW:c-rw',
    ]);
    expect(back.lineup.starters).not.toContain('c-cm1');
    // The vice-captain left the XI with him; the captain comes back with Otto Penn.
    expect(back.lineup.captainCardId).toBe('c-rw');
    expect(back.lineup.viceCaptainCardId).toBeNull();
    expect(back.lineup.bench).toEqual([]);
  });

  it('should keep a captain named in the new formation rather than the remembered one', () => {
    const there = switchTo(builderLineup(lineup()), '4-4-2').next;
    const captained = editLineup(there, (l) => ({ ...l, captainCardId: 'c-st' }));

    const back = switchTo(captained, '4-3-3').next;

    expect(back.lineup.captainCardId).toBe('c-st');
    expect(back.lineup.viceCaptainCardId).toBe('c-cm1');
  });

  it('should take a kept-aside player out of the aside list when the manager brings them back', () => {
    const fullBench = ['c-gk2', 'c-cb3', 'c-lwb', 'c-lm', 'c-rm', 'c-cam'];
    const there = switchTo(builderLineup(lineup({ bench: fullBench })), '4-2-3-1').next;

    const edited = editLineup(there, (l) => placeInSlot(l, 10, 'c-rw'));

    expect(edited.keptAside).toEqual(['c-lw']);
  });

  it('should change nothing but the formation of an empty lineup', () => {
    const empty = lineup({ starters: Array(11).fill(null), captainCardId: null, viceCaptainCardId: null });
    const { next, report } = switchTo(builderLineup(empty), '3-5-2');

    expect(next.lineup).toEqual({ ...empty, formation: '3-5-2' });
    expect(describeSwitch(report, nameOf)).toEqual([]);
  });
});

describe('startersIn', () => {
  it('should place the starters in another formation without touching the lineup', () => {
    const saved = lineup();
    const starters = startersIn(saved, layout('4-3-3'), layout('3-5-2'), fitOf);

    expect(starters.filter(Boolean)).toHaveLength(9);
    expect(saved.starters).toEqual(fullXi);
  });
});

describe('describeSwitch', () => {
  it('should say who went to the bench or aside, the armbands lost, the empty slots and how to undo', () => {
    const fullBench = ['c-gk2', 'c-cb3', 'c-lwb', 'c-lm', 'c-rm'];
    const { report } = switchTo(builderLineup(lineup({ bench: fullBench })), '4-2-3-1');

    expect(describeSwitch(report, nameOf)).toEqual([
      'Switched to 4-2-3-1: 9 of your 11 starters kept a place.',
      'No place in 4-2-3-1, moved to the bench: Nils Ober (LW).',
      'No place in 4-2-3-1 and the bench is full, kept aside (out of the squad): Otto Penn (RW).',
      'Otto Penn no longer starts and is no longer captain.',
      '2 slots are empty: CAM, RM.',
      'Switch back to 4-3-3 to restore that lineup.',
    ]);
  });

  it('should say when every starter kept a place, and who came back', () => {
    const there = switchTo(builderLineup(lineup()), '4-4-2').next;
    const { report } = switchTo(there, '4-3-3');

    expect(describeSwitch(report, nameOf)).toEqual([
      'Switched to 4-3-3: every starter kept a place.',
      'Back in the XI as in your 4-3-3: Otto Penn.',
    ]);
  });
});
