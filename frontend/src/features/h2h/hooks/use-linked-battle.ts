import { createContext, useContext, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';
import { tabListing, type H2hTab } from '@/features/h2h/utils/battle-display';

// The routes take no parameter besides /leagues/{id}, so a link to one battle (from the SPL
// statement) is /h2h?battle=<id>.
const BATTLE_PARAM = 'battle';

/** The battle the page was opened on, and whether its card is still to be brought into view. */
export type LinkedBattle = {
  id: string | null;
  pendingView: boolean;
  /** The card has been scrolled to: it is not scrolled to again when its tab is opened anew. */
  viewed: () => void;
};

export const LinkedBattleContext = createContext<LinkedBattle>({
  id: null,
  pendingView: false,
  viewed: () => undefined,
});

/**
 * The battle of /h2h?battle=<id>: once the lists have it, `showTab` opens the tab listing it (once, so the
 * manager may leave it), and its card is scrolled to once. Provide the result as LinkedBattleContext.
 */
export function useLinkedBattleParam(
  mine: readonly BattleFieldsFragment[] | undefined,
  open: readonly BattleFieldsFragment[] | undefined,
  showTab: (tab: H2hTab) => void,
): LinkedBattle {
  const [searchParams] = useSearchParams();
  const id = searchParams.get(BATTLE_PARAM) || null;
  const [tabShownFor, setTabShownFor] = useState<string | null>(null);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const tab = id ? tabListing(id, mine, open) : null;
  if (id && tab && tabShownFor !== id) {
    setTabShownFor(id);
    showTab(tab);
  }
  return { id, pendingView: id !== null && viewedId !== id, viewed: () => setViewedId(id) };
}

/** In a battle card: whether it is the linked battle, and whether to scroll to it now. */
export function useLinkedBattle(battleId: string) {
  const linked = useContext(LinkedBattleContext);
  const isLinked = linked.id === battleId;
  return { isLinked, pendingView: isLinked && linked.pendingView, viewed: linked.viewed };
}
