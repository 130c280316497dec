import type { CleanSheetKept, MatchActionRecorded } from '@sfl/contracts';
import type { PayloadOf } from '@sfl/events';
import { derivedUuid } from '../shared/derived-uuid';
import type { RewardingAction } from './reward.types';

/**
 * What a match action pays for: a goal (GOAL, PENALTY_SCORED) to the scorer's managers and an
 * assist to the assisting player's, a penalty save to the goalkeeper's; nothing else pays
 * (an own goal included).
 */
export function rewardingActionsOf({
  snapshot,
  action,
}: PayloadOf<typeof MatchActionRecorded>): RewardingAction[] {
  const at = {
    actionId: action.id,
    gameweek: snapshot.gameweek,
    matchId: snapshot.matchId,
    homeClubId: snapshot.homeClub.id,
    awayClubId: snapshot.awayClub.id,
    homeScore: snapshot.homeScore,
    awayScore: snapshot.awayScore,
    minute: action.minute,
  };
  switch (action.kind) {
    case 'GOAL':
    case 'PENALTY_SCORED':
      return [
        { ...at, actionType: 'goal', footballerId: action.footballerId },
        ...(action.assistFootballerId
          ? [{ ...at, actionType: 'assist' as const, footballerId: action.assistFootballerId }]
          : []),
      ];
    case 'PENALTY_SAVED':
      return [{ ...at, actionType: 'penalty_save', footballerId: action.footballerId }];
    default:
      return [];
  }
}

/** A clean sheet as a rewarding action: its id is fixed by the match and the footballer; the score is the final one. */
export function cleanSheetAction(
  kept: PayloadOf<typeof CleanSheetKept>,
  result: { homeClubId: string; awayClubId: string; homeScore: number; awayScore: number; minute: number },
): RewardingAction {
  return {
    actionId: derivedUuid('clean_sheet', kept.matchId, kept.footballerId),
    actionType: 'clean_sheet',
    gameweek: kept.gameweek,
    footballerId: kept.footballerId,
    matchId: kept.matchId,
    ...result,
  };
}
