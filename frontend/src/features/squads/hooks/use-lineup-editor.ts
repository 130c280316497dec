import { useState } from 'react';
import {
  builderLineup,
  describeSwitch,
  editLineup,
  type FitOf,
  switchFormation,
} from '@/features/squads/utils/formation-switch';
import { type Layout, type Lineup, moveStarter, placeInSlot } from '@/features/squads/utils/lineup';
import { type CandidateSource, sourceOf } from '@/features/squads/utils/slot-candidates';

/** A starter the manager asked to move into another slot, waiting for their yes. */
export type PendingMove = {
  cardId: string;
  toSlotIndex: number;
  from: Extract<CandidateSource, { kind: 'starter' }>;
};

type LineupEditorOptions = {
  initial: Lineup;
  layoutOf: (formation: string) => Layout;
  fitOf: FitOf;
  nameOf: (cardId: string) => string;
  benchSize: number;
};

/**
 * The lineup on /squad and the edits made to it: formation switches that keep every player who fits
 * (and say what moved), and placing a player, which asks first when they start in another slot (then
 * they swap with whoever plays in the slot they move to).
 */
export function useLineupEditor({ initial, layoutOf, fitOf, nameOf, benchSize }: LineupEditorOptions) {
  const [state, setState] = useState(() => builderLineup(initial));
  const [switchNotice, setSwitchNotice] = useState<string[]>([]);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const layout = layoutOf(state.lineup.formation);

  const edit = (change: (lineup: Lineup) => Lineup) => setState((current) => editLineup(current, change));

  function switchTo(formation: string) {
    if (formation === layout.formation) return;
    const { next, report } = switchFormation(state, layout, layoutOf(formation), fitOf, benchSize);
    setState(next);
    setSwitchNotice(describeSwitch(report, nameOf));
  }

  /** Puts the card in the slot now, or, when it starts elsewhere, asks first; answers whether it was placed. */
  function place(toSlotIndex: number, cardId: string): boolean {
    const from = sourceOf(state.lineup, layout, cardId);
    if (from.kind === 'starter') {
      setPendingMove({ cardId, toSlotIndex, from });
      return false;
    }
    edit((lineup) => placeInSlot(lineup, toSlotIndex, cardId));
    return true;
  }

  function confirmMove() {
    if (!pendingMove) return;
    edit((lineup) => moveStarter(lineup, pendingMove.from.slotIndex, pendingMove.toSlotIndex));
    setPendingMove(null);
  }

  return {
    lineup: state.lineup,
    keptAside: state.keptAside,
    layout,
    edit,
    switchTo,
    switchNotice,
    dismissSwitchNotice: () => setSwitchNotice([]),
    place,
    pendingMove,
    confirmMove,
    cancelMove: () => setPendingMove(null),
  };
}
