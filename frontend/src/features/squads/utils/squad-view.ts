import type {
  FormationLayoutFieldsFragment,
  PlayerCardFieldsFragment,
  PositionGroup,
  SquadFieldsFragment,
} from '@/graphql/__generated__/graphql';
import type { FitOf } from '@/features/squads/utils/formation-switch';
import type { Layout, Lineup } from '@/features/squads/utils/lineup';
import type { PitchSlot } from '@/features/squads/components/squad-pitch';

export type Card = PlayerCardFieldsFragment;

const GROUP_ORDER: Record<PositionGroup, number> = { GK: 0, DEF: 1, MID: 2, ATT: 3 };

/** Goalkeepers first, then defenders, midfielders, attackers; the best rated first within a group. */
export function byGroupThenOverall(a: Card, b: Card): number {
  return (
    GROUP_ORDER[a.footballer.positionGroup] - GROUP_ORDER[b.footballer.positionGroup] ||
    b.footballer.overall - a.footballer.overall
  );
}

export function lineupFromSquad(squad: SquadFieldsFragment): Lineup {
  const starters = Array.from({ length: squad.slots.length }, () => null as string | null);
  squad.slots.forEach((slot) => {
    starters[slot.index] = slot.card?.id ?? null;
  });
  return {
    teamName: squad.teamName ?? '',
    formation: squad.formation,
    starters,
    bench: squad.bench.map((card) => card.id),
    captainCardId: squad.captainCardId,
    viceCaptainCardId: squad.viceCaptainCardId,
  };
}

/** The layout of `formation`, or the first one when the server no longer offers it. */
export function layoutOf(layouts: readonly FormationLayoutFieldsFragment[], formation: string): Layout {
  return layouts.find((layout) => layout.formation === formation) ?? layouts[0]!;
}

/** Each slot of the layout with the card the lineup puts there. */
export function pitchSlots(
  layout: Layout,
  starters: readonly (string | null)[],
  cards: ReadonlyMap<string, Card>,
): PitchSlot[] {
  return layout.slots.map((slot) => {
    const id = starters[slot.index];
    return { ...slot, card: (id && cards.get(id)) || null };
  });
}

/** Every card the page knows, by id: the owned ones and those already in the squad. */
export function cardsById(...lists: readonly (readonly Card[])[]): Map<string, Card> {
  return new Map(lists.flat().map((card) => [card.id, card]));
}

export function squadCards(squad: SquadFieldsFragment): Card[] {
  return [...squad.slots.flatMap((slot) => (slot.card ? [slot.card] : [])), ...squad.bench];
}

/** Where each known card fits on a pitch: its footballer's group and natural position. */
export function fitOfCards(cards: ReadonlyMap<string, Card>): FitOf {
  return (id) => {
    const footballer = cards.get(id)?.footballer;
    return footballer && { group: footballer.positionGroup, position: footballer.position };
  };
}
