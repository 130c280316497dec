import { positionGroupOf } from '@sfl/contracts';
import { isFormation, layoutFor, type Formation } from '../formations/formations';
import { SQUAD_RULES } from '../formations/squad-rules';
import type { CardWithFootballer } from '../projections/cards.repository';
import { SquadsErrors } from '../squads.errors';
import type { StoredSquad } from './squads.repository';

/** A squad as a manager sends it to be saved. */
export interface SquadDraft {
  teamName: string;
  formation: string;
  starters: readonly (string | null)[];
  bench: readonly string[];
  captainCardId?: string | null;
  viceCaptainCardId?: string | null;
}

/**
 * What can be checked without the manager's cards: name, formation, sizes, each card once, the
 * captains among the starters. Returns the squad to store (name trimmed, ids in lower case).
 */
export function checkSquadShape(draft: SquadDraft): StoredSquad & { formation: Formation } {
  const teamName = draft.teamName.trim();
  if (teamName.length < 1 || teamName.length > SQUAD_RULES.teamNameMaxLength) {
    throw SquadsErrors.INVALID_TEAM_NAME(SQUAD_RULES.teamNameMaxLength);
  }
  if (!isFormation(draft.formation)) throw SquadsErrors.UNKNOWN_FORMATION(SQUAD_RULES.formations.join(', '));
  if (draft.starters.length !== SQUAD_RULES.starters) {
    throw SquadsErrors.WRONG_STARTER_COUNT(SQUAD_RULES.starters, draft.starters.length);
  }
  if (draft.bench.length > SQUAD_RULES.benchSize) {
    throw SquadsErrors.BENCH_TOO_LONG(SQUAD_RULES.benchSize, draft.bench.length);
  }
  const starters = draft.starters.map((id) => (id === null ? null : id.toLowerCase()));
  const bench = draft.bench.map((id) => id.toLowerCase());
  const seen = new Set<string>();
  for (const id of [...starters, ...bench]) {
    if (id === null) continue;
    if (seen.has(id)) throw SquadsErrors.CARD_LISTED_TWICE(id);
    seen.add(id);
  }
  const captainCardId = draft.captainCardId?.toLowerCase() ?? null;
  const viceCaptainCardId = draft.viceCaptainCardId?.toLowerCase() ?? null;
  checkCaptains(starters, captainCardId, viceCaptainCardId);
  return { teamName, formation: draft.formation, starters, bench, captainCardId, viceCaptainCardId };
}

/** Captain and vice-captain, when named, are starters and not the same card. */
export function checkCaptains(
  starters: readonly (string | null)[],
  captainCardId: string | null,
  viceCaptainCardId: string | null,
): void {
  if (captainCardId !== null && !starters.includes(captainCardId)) throw SquadsErrors.CAPTAIN_NOT_STARTER();
  if (viceCaptainCardId !== null && !starters.includes(viceCaptainCardId)) {
    throw SquadsErrors.VICE_CAPTAIN_NOT_STARTER();
  }
  if (captainCardId !== null && captainCardId === viceCaptainCardId)
    throw SquadsErrors.SAME_CAPTAIN_AND_VICE();
}

/**
 * What needs the manager's cards (`owned`: those of the squad's cards the manager holds; `listed`:
 * those on the market): every card theirs and off the market, one card per footballer, each starter
 * in a slot of its group.
 */
export function checkSquadCards(
  squad: StoredSquad & { formation: Formation },
  owned: readonly CardWithFootballer[],
  listed: ReadonlySet<string>,
): void {
  const byId = new Map(owned.map((card) => [card.id, card]));
  const cardIds = [...squad.starters, ...squad.bench].filter((id): id is string => id !== null);
  const footballers = new Set<string>();
  for (const id of cardIds) {
    const card = byId.get(id);
    if (!card) throw SquadsErrors.NOT_YOUR_CARD(id);
    if (!card.footballer) throw SquadsErrors.FOOTBALLER_NOT_KNOWN_YET(id);
    if (listed.has(id)) throw SquadsErrors.CARD_ON_MARKET(card.footballer.name);
    if (footballers.has(card.footballerId)) throw SquadsErrors.FOOTBALLER_TWICE(card.footballer.name);
    footballers.add(card.footballerId);
  }
  const { slots } = layoutFor(squad.formation);
  squad.starters.forEach((id, index) => {
    const footballer = id === null ? null : byId.get(id)!.footballer!;
    const slot = slots[index]!;
    if (footballer && positionGroupOf(footballer.position) !== slot.group) {
      throw SquadsErrors.WRONG_SLOT_GROUP(
        footballer.name,
        footballer.position,
        index,
        slot.label,
        slot.group,
      );
    }
  });
}
