import type { BattleFieldsFragment } from '@/graphql/__generated__/graphql';

export type BattleSide = {
  /** null: nobody has accepted an open challenge yet. */
  username: string | null;
  /** Points in the battle's gameweek; null before it is live. */
  score: number | null;
};

/**
 * The battle from the signed-in manager's side: theirs and the other manager's, whichever of challenger
 * and opponent they are. Before acceptance the other side is the manager it was sent to, if any.
 */
export function battleSides(
  battle: BattleFieldsFragment,
  myId: string,
): { me: BattleSide; them: BattleSide; iChallenged: boolean } {
  const challenger = { username: battle.challenger.username, score: battle.challengerScore };
  const opponent = {
    username: (battle.opponent ?? battle.invited)?.username ?? null,
    score: battle.opponentScore,
  };
  const iChallenged = battle.challenger.id === myId;
  return iChallenged
    ? { me: challenger, them: opponent, iChallenged }
    : { me: opponent, them: challenger, iChallenged };
}

/** A battle's title from my side: "vs bob", or "Open challenge" while nobody has taken it. */
export function againstTitle(opponent: string | null): string {
  return opponent ? `vs ${opponent}` : 'Open challenge';
}
