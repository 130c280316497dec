import type { SplActionType, SplRewardFieldsFragment } from '@/graphql/__generated__/graphql';

/** How the pages name what earned a reward (the rules table takes its labels from the server's rules). */
export const splActionLabels: Record<SplActionType, string> = {
  goal: 'Goal',
  assist: 'Assist',
  clean_sheet: 'Clean sheet',
  penalty_save: 'Penalty save',
};

/** The tag of a reward doubled because the footballer was the manager's captain. */
export const SPL_CAPTAIN_TAG = 'Captain 2x';

/** Rank as '#n'; a manager who has earned nothing has none: 'N/A'. */
export function splRankText(rank: number | null): string {
  return rank === null ? 'N/A' : `#${rank.toLocaleString('en-US')}`;
}

/** "Goal by Kofi Brannock". */
export function rewardHeadline({ actionType, matchDetails }: SplRewardFieldsFragment): string {
  return `${splActionLabels[actionType]} by ${matchDetails.footballerName}`;
}

/** "ARS 2-1 CHE": the clubs and the score when the action happened. */
export function rewardScoreLine({ matchDetails }: SplRewardFieldsFragment): string {
  const { homeClub, awayClub, homeScore, awayScore } = matchDetails;
  return `${homeClub.shortName} ${homeScore}-${awayScore} ${awayClub.shortName}`;
}
