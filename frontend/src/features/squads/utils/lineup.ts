import type { PositionGroup, SaveSquadInput } from '@/graphql/__generated__/graphql';

/** A slot of a formation's layout: where it is on the pitch and which group it takes. */
export type SlotPlace = { index: number; group: PositionGroup; label: string; x: number; y: number };
export type Layout = { formation: string; slots: readonly SlotPlace[] };

/** The squad being edited: card ids by slot (null: empty), bench in order, armbands and name. */
export type Lineup = {
  teamName: string;
  formation: string;
  starters: readonly (string | null)[];
  bench: readonly string[];
  captainCardId: string | null;
  viceCaptainCardId: string | null;
};

/** Drops armbands whose card is no longer a starter: only starters can be captain or vice-captain. */
function withValidArmbands(lineup: Lineup): Lineup {
  const starting = new Set(lineup.starters.filter((id) => id !== null));
  return {
    ...lineup,
    captainCardId: lineup.captainCardId && starting.has(lineup.captainCardId) ? lineup.captainCardId : null,
    viceCaptainCardId:
      lineup.viceCaptainCardId && starting.has(lineup.viceCaptainCardId) ? lineup.viceCaptainCardId : null,
  };
}

/** The card out of every place it holds (slot or bench). */
function without(lineup: Lineup, cardId: string): Lineup {
  return {
    ...lineup,
    starters: lineup.starters.map((id) => (id === cardId ? null : id)),
    bench: lineup.bench.filter((id) => id !== cardId),
  };
}

/** Puts the card in the slot (moving it from wherever it was); the slot's previous card leaves the XI. */
export function placeInSlot(lineup: Lineup, slotIndex: number, cardId: string): Lineup {
  const moved = without(lineup, cardId);
  return withValidArmbands({
    ...moved,
    starters: moved.starters.map((id, index) => (index === slotIndex ? cardId : id)),
  });
}

/**
 * A starter moved to another slot of their group: whoever plays there takes the slot they leave (same
 * group, so it fits), or that slot is left empty. Nobody leaves the XI, so the armbands stay.
 */
export function moveStarter(lineup: Lineup, fromIndex: number, toIndex: number): Lineup {
  const starters = [...lineup.starters];
  [starters[fromIndex], starters[toIndex]] = [starters[toIndex] ?? null, starters[fromIndex] ?? null];
  return { ...lineup, starters };
}

export function emptySlot(lineup: Lineup, slotIndex: number): Lineup {
  return withValidArmbands({
    ...lineup,
    starters: lineup.starters.map((id, index) => (index === slotIndex ? null : id)),
  });
}

/** Adds the card at the end of the bench (leaving the XI if it was there), when the bench has room. */
export function addToBench(lineup: Lineup, cardId: string, benchSize: number): Lineup {
  const moved = without(lineup, cardId);
  if (moved.bench.length >= benchSize) return lineup;
  return withValidArmbands({ ...moved, bench: [...moved.bench, cardId] });
}

/** The bench card swapped with its neighbour: one place up (-1, sooner on) or down (1). */
export function moveOnBench(lineup: Lineup, cardId: string, by: -1 | 1): Lineup {
  const from = lineup.bench.indexOf(cardId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= lineup.bench.length) return lineup;
  const bench = [...lineup.bench];
  [bench[from], bench[to]] = [bench[to]!, bench[from]!];
  return { ...lineup, bench };
}

export function removeFromBench(lineup: Lineup, cardId: string): Lineup {
  return { ...lineup, bench: lineup.bench.filter((id) => id !== cardId) };
}

/** Captain among the starters; the vice-captain cannot be the same card. */
export function makeCaptain(lineup: Lineup, cardId: string): Lineup {
  if (!lineup.starters.includes(cardId)) return lineup;
  return {
    ...lineup,
    captainCardId: cardId,
    viceCaptainCardId: lineup.viceCaptainCardId === cardId ? null : lineup.viceCaptainCardId,
  };
}

/** The vice-captain is another starter than the captain (null: none). */
export function makeViceCaptain(lineup: Lineup, cardId: string | null): Lineup {
  if (cardId !== null && (!lineup.starters.includes(cardId) || cardId === lineup.captainCardId))
    return lineup;
  return { ...lineup, viceCaptainCardId: cardId };
}

export function toSaveSquadInput(lineup: Lineup): SaveSquadInput {
  return {
    teamName: lineup.teamName.trim(),
    formation: lineup.formation,
    starters: [...lineup.starters],
    bench: [...lineup.bench],
    captainCardId: lineup.captainCardId,
    viceCaptainCardId: lineup.viceCaptainCardId,
  };
}

/** Whether both lineups save the same squad (e.g. nothing is left to save). */
export function sameSquad(a: Lineup, b: Lineup): boolean {
  return JSON.stringify(toSaveSquadInput(a)) === JSON.stringify(toSaveSquadInput(b));
}
