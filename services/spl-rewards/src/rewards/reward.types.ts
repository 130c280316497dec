import type { PositionGroup, SplActionType } from '@sfl/contracts';

/** A rewarding action as kept: what the footballer did and the match as it stood then. */
export interface RewardingAction {
  actionId: string;
  actionType: SplActionType;
  gameweek: number;
  footballerId: string;
  matchId: string;
  homeClubId: string;
  awayClubId: string;
  homeScore: number;
  awayScore: number;
  minute: number;
}

export interface ClubView {
  id: string;
  name: string;
  shortName: string;
}

/** The footballer, the two clubs, the score and the minute, as a reward shows them. */
export interface MatchDetails {
  matchId: string;
  footballerId: string;
  footballerName: string;
  homeClub: ClubView;
  awayClub: ClubView;
  homeScore: number;
  awayScore: number;
  minute: number;
}

/** A starter of a locked lineup who did a rewarding action and is not paid for it yet. */
export interface UnpaidReward {
  actionId: string;
  actionType: SplActionType;
  managerId: string;
  isCaptain: boolean;
  positionGroup: PositionGroup;
  gameweek: number;
  matchDetails: MatchDetails;
}

/** A reward as the pages and the event show it. */
export interface RewardView {
  id: string;
  actionType: SplActionType;
  isCaptain: boolean;
  matchDetails: MatchDetails;
  gameweek: number;
  awardedAt: Date;
  splTokens: number;
}

/** Which unpaid pairs to look at: some actions', one lineup's, or one footballer's. */
export type UnpaidScope =
  { actionIds: readonly string[] } | { gameweek: number; managerId: string } | { footballerId: string };
