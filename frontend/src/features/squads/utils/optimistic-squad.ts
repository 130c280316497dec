import type { SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { type Layout, type Lineup, toSaveSquadInput } from '@/features/squads/utils/lineup';
import { type Card, squadCards } from '@/features/squads/utils/squad-view';

// The squad as the server will answer a change it is near certain to accept, shown before its answer
// comes; the answer replaces it, with what only the server works out (ratings, new cards' locks).

/** The squad with a new captain; a vice-captain made captain hands the vice armband to the old captain. */
export function withCaptain(squad: SquadFieldsFragment, cardId: string): SquadFieldsFragment {
  return {
    ...squad,
    captainCardId: cardId,
    viceCaptainCardId: squad.viceCaptainCardId === cardId ? squad.captainCardId : squad.viceCaptainCardId,
  };
}

/** The squad once `lineup` is saved on `layout`: its cards in their slots and on the bench, in order. */
export function savedAs(
  squad: SquadFieldsFragment,
  lineup: Lineup,
  layout: Layout,
  cards: ReadonlyMap<string, Card>,
): SquadFieldsFragment {
  const input = toSaveSquadInput(lineup);
  const cardOf = (id: string | null | undefined) => (id && cards.get(id)) || null;
  return {
    ...squad,
    teamName: input.teamName,
    formation: input.formation,
    captainCardId: input.captainCardId ?? null,
    viceCaptainCardId: input.viceCaptainCardId ?? null,
    slots: layout.slots.map((slot) => ({
      ...slot,
      __typename: 'SquadSlot',
      card: cardOf(input.starters[slot.index]),
    })),
    bench: input.bench.flatMap((id) => cardOf(id) ?? []),
  };
}

/** Who holds the armband in `squad`, said after a refused change put it back: "Your captain is back to Hugo." */
export function armbandHolderText(squad: SquadFieldsFragment, armband: 'captain' | 'vice-captain'): string {
  const holderId = armband === 'captain' ? squad.captainCardId : squad.viceCaptainCardId;
  const holder = squadCards(squad).find((card) => card.id === holderId);
  return holder ? `Your ${armband} is back to ${holder.footballer.name}.` : `You have no ${armband} again.`;
}
