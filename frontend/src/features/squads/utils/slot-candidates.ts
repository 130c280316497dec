import type { Layout, Lineup } from '@/features/squads/utils/lineup';
import type { Card } from '@/features/squads/utils/squad-view';

/** Where a player offered for a slot comes from: outside the squad, the bench, or another slot. */
export type CandidateSource =
  | { kind: 'free' }
  | { kind: 'bench'; position: number }
  | { kind: 'starter'; slotIndex: number; slotLabel: string };

export type SlotCandidate = { card: Card; source: CandidateSource };

const SOURCE_ORDER: Record<CandidateSource['kind'], number> = { free: 0, bench: 1, starter: 2 };

/** Where the card is in the lineup now. */
export function sourceOf(lineup: Lineup, layout: Layout, cardId: string): CandidateSource {
  const slotIndex = lineup.starters.indexOf(cardId);
  if (slotIndex >= 0) {
    return { kind: 'starter', slotIndex, slotLabel: layout.slots[slotIndex]?.label ?? '' };
  }
  const benchIndex = lineup.bench.indexOf(cardId);
  return benchIndex >= 0 ? { kind: 'bench', position: benchIndex + 1 } : { kind: 'free' };
}

/**
 * The cards a slot can take (its group), but not the one already there, nor a second card of a
 * footballer the squad already fields (one card per footballer): first those outside the squad, then
 * the bench, then the players starting in another slot (they would move); the best rated first within each.
 */
export function slotCandidates(
  cards: readonly Card[],
  lineup: Lineup,
  layout: Layout,
  slotIndex: number,
): SlotCandidate[] {
  const slot = layout.slots[slotIndex];
  if (!slot) return [];
  const inSquad = new Set([...lineup.starters, ...lineup.bench]);
  const fielded = new Set(cards.filter((card) => inSquad.has(card.id)).map((card) => card.footballer.id));
  return cards
    .filter(
      (card) =>
        card.footballer.positionGroup === slot.group &&
        lineup.starters[slotIndex] !== card.id &&
        (inSquad.has(card.id) || !fielded.has(card.footballer.id)),
    )
    .map((card) => ({ card, source: sourceOf(lineup, layout, card.id) }))
    .sort(
      (a, b) =>
        SOURCE_ORDER[a.source.kind] - SOURCE_ORDER[b.source.kind] ||
        b.card.footballer.overall - a.card.footballer.overall,
    );
}

/** How a candidate is marked in the picker, e.g. "moves from CM" or "from the bench (Sub 2)". */
export function sourceNote(source: CandidateSource): string | undefined {
  if (source.kind === 'starter') return `moves from ${source.slotLabel}`;
  if (source.kind === 'bench') return `from the bench (Sub ${source.position})`;
  return undefined;
}
