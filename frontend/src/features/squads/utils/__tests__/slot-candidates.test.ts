import { describe, expect, it } from '@jest/globals';
import type { Layout, Lineup } from '@/features/squads/utils/lineup';
import { slotCandidates, sourceNote } from '@/features/squads/utils/slot-candidates';
import { formationLayouts, starterPack } from '@/testing/squad-fixtures';

const layout433 = formationLayouts.find((l) => l.formation === '4-3-3') as Layout;

function lineup(starters: (string | null)[], bench: string[] = []): Lineup {
  return {
    teamName: '',
    formation: '4-3-3',
    starters: [...starters, ...Array<null>(11 - starters.length).fill(null)],
    bench,
    captainCardId: null,
    viceCaptainCardId: null,
  };
}

const offered = (l: Lineup, slotIndex: number) =>
  slotCandidates(starterPack, l, layout433, slotIndex).map(
    ({ card, source }) => `${card.id}${sourceNote(source) ? ` (${sourceNote(source)})` : ''}`,
  );

describe('slotCandidates', () => {
  it('should offer only the players of the slot group, the best rated first', () => {
    expect(offered(lineup([]), 9)).toEqual(['c-st', 'c-lw', 'c-rw']);
  });

  it('should offer the free players first, then the bench, then those starting elsewhere, marked', () => {
    // CM slots 5 to 7: Hugo Garrow (76) starts at CM (slot 6), Leo Quill (64) sits on the bench.
    const l = lineup([null, null, null, null, null, null, 'c-cm1'], ['c-rm']);

    expect(offered(l, 5)).toEqual([
      'c-cm2',
      'c-cdm',
      'c-lm',
      'c-cam',
      'c-rm (from the bench (Sub 1))',
      'c-cm1 (moves from CM)',
    ]);
  });

  it('should not offer the player already in the slot', () => {
    const l = lineup(['c-gk1']);

    expect(offered(l, 0)).toEqual(['c-gk2']);
  });

  it('should not offer a second card of a footballer the squad already fields', () => {
    const twin = { ...starterPack.find((c) => c.id === 'c-st')!, id: 'c-st-twin' };
    const l = lineup([null, null, null, null, null, null, null, null, null, 'c-st']);

    const ids = slotCandidates([...starterPack, twin], l, layout433, 8).map(({ card }) => card.id);

    expect(ids).toEqual(['c-lw', 'c-rw', 'c-st']);
  });

  it('should fill all 11 slots when each takes its first offer', () => {
    let l = lineup([]);
    for (const slot of layout433.slots) {
      const [first] = slotCandidates(starterPack, l, layout433, slot.index);
      expect(first?.source.kind).toBe('free');
      l = { ...l, starters: l.starters.map((id, index) => (index === slot.index ? first!.card.id : id)) };
    }

    expect(l.starters.every((id) => id !== null)).toBe(true);
    expect(new Set(l.starters).size).toBe(11);
  });
});
