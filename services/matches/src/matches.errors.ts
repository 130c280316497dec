import { defineExceptions, ErrorCode } from '@sfl/errors';
import { type FeedProblem, invalidFeedMessage } from './feed/feed-problems';
import type { JsonLines } from './feed/json-lines';
import type { ActionInputPath } from './matches/action-input-path';

/** Every failure the matches subgraph reports, by reason code. */
export const MatchesErrors = defineExceptions({
  // A query argument out of its allowed range
  SEARCH_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: (max: number) => `search must be at most ${max} characters long`,
  },
  INVALID_ID: { code: ErrorCode.BadUserInput, message: (field: string) => `${field} must be a UUID` },
  INVALID_GAMEWEEK: { code: ErrorCode.BadUserInput, message: 'gameweek must be 1 or more' },

  // An action (or kick-off, or full time) that the rules of the match do not allow; `at` says
  // where in the input (see actionInputPathOf).
  MATCH_NOT_SCHEDULED: {
    code: ErrorCode.Conflict,
    message: (status: string) => `the match cannot kick off: it is ${status}`,
    details: () => ({ at: [] }),
  },
  MATCH_NOT_LIVE: {
    code: ErrorCode.Conflict,
    message: (status: string) => `the match is not live: it is ${status}`,
    details: () => ({ at: [] }),
  },
  MINUTE_GOES_BACKWARDS: {
    code: ErrorCode.BadUserInput,
    message: (minute: number, current: number) =>
      `minute ${minute} is before the match's current minute ${current}`,
    details: () => ({ at: ['minute'] }),
  },
  NOT_ON_PITCH: {
    code: ErrorCode.BadUserInput,
    message: (id: string, _at: ActionInputPath) => `footballer ${id} is not on the pitch`,
    details: (_id: string, at: ActionInputPath) => ({ at }),
  },
  WRONG_CLUB: {
    code: ErrorCode.BadUserInput,
    message: (id: string, _at: ActionInputPath) => `footballer ${id} does not play for the right club here`,
    details: (_id: string, at: ActionInputPath) => ({ at }),
  },
  ALREADY_BOOKED: {
    code: ErrorCode.BadUserInput,
    message: (id: string) => `footballer ${id} is already booked: send a second yellow as a red card`,
    details: () => ({ at: ['footballer'] }),
  },
  ALREADY_PLAYED: {
    code: ErrorCode.BadUserInput,
    message: (id: string) => `footballer ${id} has already played in this match`,
    details: () => ({ at: ['footballer'] }),
  },
  TOO_MANY_SUBSTITUTIONS: {
    code: ErrorCode.BadUserInput,
    message: (max: number) => `a side makes at most ${max} substitutions`,
    details: () => ({ at: [] }),
  },
  UNKNOWN_FOOTBALLER: {
    code: ErrorCode.BadUserInput,
    message: (id: string, _at: ActionInputPath) => `no footballer ${id}`,
    details: (_id: string, at: ActionInputPath) => ({ at }),
  },
  INVALID_LINEUP: {
    code: ErrorCode.BadUserInput,
    message: (message: string, _at: ActionInputPath) => message,
    details: (_message: string, at: ActionInputPath) => ({ at }),
  },
  UNEXPECTED_FOOTBALLER: {
    code: ErrorCode.BadUserInput,
    message: (kind: string, at: ActionInputPath) => `a ${kind} has no ${at.join('.')} footballer`,
    details: (_kind: string, at: ActionInputPath) => ({ at }),
  },

  // A feed that is rejected as a whole: nothing of it is applied.
  FEED_NOT_JSON: {
    code: ErrorCode.BadUserInput,
    message: (reason: string, line: number, column: number) =>
      `Feed is not valid JSON: ${reason} (line ${line}, column ${column})`,
  },
  FEED_TOO_LARGE: {
    code: ErrorCode.BadUserInput,
    message: (maxCharacters: number) => `Feed is larger than ${maxCharacters} characters; split it`,
  },
  INVALID_FEED: {
    code: ErrorCode.BadUserInput,
    message: (problems: FeedProblem[], lines: JsonLines) => invalidFeedMessage(problems, lines),
  },

  // The test-only clock control (GAME_CLOCK_CONTROL).
  CLOCK_CONTROL_OFF: {
    code: ErrorCode.NotFound,
    message: 'the game clock control is not enabled on this server',
  },
  CLOCK_ADVANCE_TOO_FAR: {
    code: ErrorCode.BadUserInput,
    message: (gameweek: number, next: number, ahead: number) =>
      `gameweek ${gameweek} is more than ${ahead} gameweeks after the next one (${next}); advance to a nearer one first`,
  },
});
