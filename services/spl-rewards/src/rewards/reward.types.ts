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

/** What a reward pays for one action type, position group and captaincy (the rules of @sfl/contracts). */
export interface RewardPrice {
  actionType: SplActionType;
  positionGroup: PositionGroup;
  isCaptain: boolean;
  splTokens: number;
}

/** A reward just paid to a starter of a locked lineup, with the payment it is part of. */
export interface PaidReward {
  id: string;
  paymentId: string;
  actionId: string;
  actionType: SplActionType;
  managerId: string;
  isCaptain: boolean;
  gameweek: number;
  splTokens: number;
  awardedAt: Date;
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

/**
 * Which unpaid pairs to look at: some actions', some matches', one lineup's, or one footballer's;
 * of each, only the actions of matches open for payment (docs/rewards.md, Changed lineups).
 */
export type UnpaidScope =
  | { actionIds: readonly string[] }
  | { matchIds: readonly string[] }
  | { gameweek: number; managerIds: readonly string[] }
  | { footballerId: string };
