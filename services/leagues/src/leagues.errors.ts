import { LEAGUE_MAX_PARTICIPANTS, LEAGUE_MIN_PARTICIPANTS } from '@sfl/contracts';
import { BATTLE_MAX_WAGER_SPL, BATTLE_MIN_WAGER_SPL } from '@sfl/contracts';
import { defineExceptions, ErrorCode } from '@sfl/errors';

export const LEAGUE_NAME_MAX_LENGTH = 60;
export const LEAGUE_TEXT_MAX_LENGTH = 500;

/** Every failure the leagues subgraph reports, by reason code. Nothing is saved in any of them. */
export const LeaguesErrors = defineExceptions({
  // Creating a league
  LEAGUE_NAME_REQUIRED: { code: ErrorCode.BadUserInput, message: 'League name is required' },
  LEAGUE_NAME_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: `League name must be at most ${LEAGUE_NAME_MAX_LENGTH} characters`,
  },
  DESCRIPTION_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: `Description must be at most ${LEAGUE_TEXT_MAX_LENGTH} characters`,
  },
  PRIZE_DETAILS_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: `Prize details must be at most ${LEAGUE_TEXT_MAX_LENGTH} characters`,
  },
  INVALID_MAX_PARTICIPANTS: {
    code: ErrorCode.BadUserInput,
    message: `Max participants must be between ${LEAGUE_MIN_PARTICIPANTS} and ${LEAGUE_MAX_PARTICIPANTS}`,
  },
  NEGATIVE_AMOUNT: {
    code: ErrorCode.BadUserInput,
    message: (field: string) => `${field} cannot be negative`,
  },
  PRIZES_EXCEED_POOL: { code: ErrorCode.BadUserInput, message: 'Prizes cannot exceed the prize pool' },
  GAMEWEEK_AND_DATE: {
    code: ErrorCode.BadUserInput,
    message: (which: string) => `Give the ${which} as a gameweek or as a date, not both`,
  },
  INVALID_DATE: {
    code: ErrorCode.BadUserInput,
    message: (field: string) => `${field} must be an ISO date or date-time`,
  },
  NO_GAMEWEEK_AHEAD: {
    code: ErrorCode.Conflict,
    message: 'No gameweek is open for a new league: the season has not been scheduled yet',
  },
  START_TOO_EARLY: {
    code: ErrorCode.BadUserInput,
    message: (next: number) => `The league must start at gameweek ${next} or later`,
  },
  END_BEFORE_START: {
    code: ErrorCode.BadUserInput,
    message: 'The end gameweek cannot be before the start gameweek',
  },
  OUTSIDE_SEASON: {
    code: ErrorCode.BadUserInput,
    message: (first: number, last: number) =>
      `The league must run within this season's gameweeks (${first} to ${last})`,
  },
  NO_GAMEWEEK_FROM_DATE: {
    code: ErrorCode.BadUserInput,
    message: 'No gameweek of the season starts on or after the start date',
  },
  NO_GAMEWEEK_UNTIL_DATE: {
    code: ErrorCode.BadUserInput,
    message: 'No gameweek of the season starts on or before the end date',
  },

  // Joining one
  INVITE_CODE_REQUIRED: { code: ErrorCode.BadUserInput, message: 'Invite code is required' },
  UNKNOWN_INVITE_CODE: { code: ErrorCode.NotFound, message: 'No league has that invite code' },
  LEAGUE_NOT_FOUND: { code: ErrorCode.NotFound, message: 'No such league' },
  PRIVATE_LEAGUE: {
    code: ErrorCode.Forbidden,
    message: 'This league is private: join it with its invite code',
  },
  LEAGUE_FULL: { code: ErrorCode.Conflict, message: 'This league is full' },
  LEAGUE_STARTED: { code: ErrorCode.Conflict, message: 'This league has started' },
  LEAGUE_CLOSED: { code: ErrorCode.Conflict, message: 'This league takes no more members' },
  ALREADY_MEMBER: { code: ErrorCode.Conflict, message: 'You are already a member of this league' },
});

const spl = (amount: number) => amount.toLocaleString('en-US');

/** Every failure of head-to-head battles (docs/battles.md), by reason code. Nothing is saved in any of them. */
export const BattlesErrors = defineExceptions({
  WAGER_OUT_OF_RANGE: {
    code: ErrorCode.BadUserInput,
    message: `Wager must be between ${spl(BATTLE_MIN_WAGER_SPL)} and ${spl(BATTLE_MAX_WAGER_SPL)} SPL`,
  },
  UNKNOWN_MANAGER: { code: ErrorCode.NotFound, message: (name: string) => `No manager is called ${name}` },
  BATTLE_YOURSELF: { code: ErrorCode.BadUserInput, message: 'You cannot battle yourself' },
  NO_GAMEWEEK_FOR_BATTLE: {
    code: ErrorCode.Conflict,
    message: 'No gameweek is left to play a battle in: the season has no gameweek ahead',
  },
  BATTLE_NOT_FOUND: { code: ErrorCode.NotFound, message: 'No such battle' },
  OWN_BATTLE: { code: ErrorCode.BadUserInput, message: 'You cannot accept your own battle' },
  SENT_TO_ANOTHER_MANAGER: { code: ErrorCode.Forbidden, message: 'This battle was sent to another manager' },
  BATTLE_NOT_OPEN: { code: ErrorCode.Conflict, message: 'This battle is no longer open' },
  NOT_THE_CHALLENGER: { code: ErrorCode.Forbidden, message: 'Only the challenger can cancel this battle' },
  BATTLE_NOT_CANCELLABLE: { code: ErrorCode.Conflict, message: 'This battle can no longer be cancelled' },
  // Your own last reported SPL, so the wager is not asked for at all.
  WAGER_NOT_COVERED: {
    code: ErrorCode.Conflict,
    message: (wager: number, spendable: number) =>
      `Wager ${spl(wager)} SPL is more than the ${spl(spendable)} SPL you can stake`,
    details: (wager: number, spendable: number) => ({ needed: wager, available: spendable }),
  },
});
