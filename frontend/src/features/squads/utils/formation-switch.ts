import type { PositionGroup } from '@/graphql/__generated__/graphql';
import type { Layout, Lineup } from '@/features/squads/utils/lineup';

/** What a slot needs to know of a card: the group it plays in and its natural position. */
export type CardFit = { group: PositionGroup; position: string };
export type FitOf = (cardId: string) => CardFit | undefined;

/** The XI and armbands a manager fielded in a formation, kept for a switch back to it. */
export type RememberedXi = {
  starters: readonly (string | null)[];
  captainCardId: string | null;
  viceCaptainCardId: string | null;
};

/**
 * The lineup being edited, plus what formation switches took out of it and what they remember.
 * `keptAside`: starters a switch could neither place nor bench (the bench was full); they are out of
 * the squad until a switch back or the manager brings them in. `remembered`: per formation, the XI it
 * had when the manager switched away from it.
 */
export type BuilderLineup = {
  lineup: Lineup;
  keptAside: readonly string[];
  remembered: Readonly<Record<string, RememberedXi>>;
};

/** A starter who lost their place in a switch, and the slot they held. */
export type Displaced = { cardId: string; fromLabel: string };

/** What a formation switch did, for the notice that tells the manager. */
export type FormationSwitchReport = {
  from: string;
  to: string;
  /** How many starters the lineup had, and how many of them still start. */
  startersBefore: number;
  kept: number;
  /** Starters with no slot of their group in the new formation, now on the bench. */
  benched: Displaced[];
  /** Starters with no slot and no room on the bench: out of the squad, back on a switch back. */
  keptAside: Displaced[];
  /** Players who came back into the XI because this formation remembered them there. */
  restored: string[];
  /** Slots of the new formation nobody fills yet, by label. */
  emptySlots: string[];
  /** The armbands whose player left the XI (null: kept or none). */
  captainRemoved: string | null;
  viceCaptainRemoved: string | null;
};

export type FormationSwitch = { next: BuilderLineup; report: FormationSwitchReport };

export function builderLineup(lineup: Lineup): BuilderLineup {
  return { lineup, keptAside: [], remembered: {} };
}

/** Applies an edit to the lineup; a player the manager brings back into the squad is no longer aside. */
export function editLineup(state: BuilderLineup, edit: (lineup: Lineup) => Lineup): BuilderLineup {
  const lineup = edit(state.lineup);
  const inSquad = new Set([...lineup.starters, ...lineup.bench]);
  return { ...state, lineup, keptAside: state.keptAside.filter((id) => !inSquad.has(id)) };
}

/**
 * The starters placed on another formation's slots. The XI this formation remembers comes back
 * first, in its own slots, for every player still in the squad (starting, on the bench or kept aside).
 * Then the other starters take the free slots of their group, a slot of their natural position first.
 * Any starter with no slot left goes to the end of the bench while it has room, else is kept aside.
 * Armbands stay with players who stay in the XI; an armband left empty goes back to whoever wore it
 * in the remembered XI, when they start again.
 */
export function switchFormation(
  state: BuilderLineup,
  from: Layout,
  to: Layout,
  fitOf: FitOf,
  benchSize: number,
): FormationSwitch {
  const { lineup } = state;
  const memory = state.remembered[to.formation];
  const startersBefore = from.slots.flatMap((slot) => {
    const id = lineup.starters[slot.index];
    return id ? [{ cardId: id, fromLabel: slot.label }] : [];
  });
  const inSquad = new Set([...startersBefore.map((s) => s.cardId), ...lineup.bench, ...state.keptAside]);

  const next: (string | null)[] = to.slots.map(() => null);
  const placed = new Set<string>();
  const place = (slotIndex: number, cardId: string) => {
    next[slotIndex] = cardId;
    placed.add(cardId);
  };
  const fits = (cardId: string, group: PositionGroup) => fitOf(cardId)?.group === group;

  if (memory) {
    to.slots.forEach((slot) => {
      const id = memory.starters[slot.index];
      if (id && inSquad.has(id) && !placed.has(id) && fits(id, slot.group)) place(slot.index, id);
    });
  }
  const waiting = () => startersBefore.filter((s) => !placed.has(s.cardId));
  for (const natural of [true, false]) {
    to.slots.forEach((slot) => {
      if (next[slot.index] !== null) return;
      const candidate = waiting().find(
        ({ cardId }) => fits(cardId, slot.group) && (!natural || fitOf(cardId)?.position === slot.label),
      );
      if (candidate) place(slot.index, candidate.cardId);
    });
  }

  const left = waiting();
  const bench = lineup.bench.filter((id) => !placed.has(id));
  const benched: Displaced[] = [];
  const keptAside: Displaced[] = [];
  for (const displaced of left) {
    if (bench.length < benchSize) {
      bench.push(displaced.cardId);
      benched.push(displaced);
    } else {
      keptAside.push(displaced);
    }
  }

  const starting = new Set(next.filter((id): id is string => id !== null));
  const wasStarting = new Set(startersBefore.map((s) => s.cardId));
  const keep = (id: string | null | undefined) => (id && starting.has(id) ? id : null);
  const captainCardId = keep(lineup.captainCardId) ?? keep(memory?.captainCardId);
  const viceCandidates = [keep(lineup.viceCaptainCardId), keep(memory?.viceCaptainCardId)];
  const viceCaptainCardId = viceCandidates.find((id) => id !== null && id !== captainCardId) ?? null;

  return {
    next: {
      lineup: { ...lineup, formation: to.formation, starters: next, bench, captainCardId, viceCaptainCardId },
      // A card sold meanwhile is forgotten: it can come back to no slot.
      keptAside: [
        ...state.keptAside.filter((id) => !placed.has(id) && fitOf(id) !== undefined),
        ...keptAside.map((d) => d.cardId),
      ],
      remembered: {
        ...state.remembered,
        [from.formation]: {
          starters: lineup.starters,
          captainCardId: lineup.captainCardId,
          viceCaptainCardId: lineup.viceCaptainCardId,
        },
      },
    },
    report: {
      from: from.formation,
      to: to.formation,
      startersBefore: startersBefore.length,
      kept: startersBefore.filter((s) => starting.has(s.cardId)).length,
      benched,
      keptAside,
      restored: [...starting].filter((id) => !wasStarting.has(id)),
      emptySlots: to.slots.filter((slot) => next[slot.index] === null).map((slot) => slot.label),
      captainRemoved:
        lineup.captainCardId && !starting.has(lineup.captainCardId) ? lineup.captainCardId : null,
      viceCaptainRemoved:
        lineup.viceCaptainCardId && !starting.has(lineup.viceCaptainCardId) ? lineup.viceCaptainCardId : null,
    },
  };
}

/** The starters as they would stand in another formation (a preview; nothing is benched or kept). */
export function startersIn(lineup: Lineup, from: Layout, to: Layout, fitOf: FitOf): (string | null)[] {
  return switchFormation(builderLineup(lineup), from, to, fitOf, 0).next.lineup.starters.slice();
}

/**
 * The notice's sentences for a switch: who went to the bench or was kept aside, who came back, which
 * armband was removed, which slots are empty, and how to undo it. No starters: nothing to say.
 */
export function describeSwitch(report: FormationSwitchReport, nameOf: (cardId: string) => string): string[] {
  const who = (list: readonly Displaced[]) =>
    list.map((d) => `${nameOf(d.cardId)} (${d.fromLabel})`).join(', ');
  if (report.startersBefore === 0) return [];
  const lines = [
    report.kept === report.startersBefore
      ? `Switched to ${report.to}: every starter kept a place.`
      : `Switched to ${report.to}: ${report.kept} of your ${report.startersBefore} starters kept a place.`,
  ];
  if (report.benched.length > 0) {
    lines.push(`No place in ${report.to}, moved to the bench: ${who(report.benched)}.`);
  }
  if (report.keptAside.length > 0) {
    lines.push(
      `No place in ${report.to} and the bench is full, kept aside (out of the squad): ${who(report.keptAside)}.`,
    );
  }
  if (report.restored.length > 0) {
    lines.push(`Back in the XI as in your ${report.to}: ${report.restored.map(nameOf).join(', ')}.`);
  }
  if (report.captainRemoved) {
    lines.push(`${nameOf(report.captainRemoved)} no longer starts and is no longer captain.`);
  }
  if (report.viceCaptainRemoved) {
    lines.push(`${nameOf(report.viceCaptainRemoved)} no longer starts and is no longer vice-captain.`);
  }
  if (report.emptySlots.length > 0) {
    const count = report.emptySlots.length;
    lines.push(`${count} ${count === 1 ? 'slot is' : 'slots are'} empty: ${report.emptySlots.join(', ')}.`);
  }
  if (report.benched.length + report.keptAside.length > 0) {
    lines.push(`Switch back to ${report.from} to restore that lineup.`);
  }
  return lines;
}
