import { DomainException, ErrorCode } from '@sfl/errors';

export enum MatchActionExceptionReason {
  NotScheduled = 'MATCH_NOT_SCHEDULED',
  NotLive = 'MATCH_NOT_LIVE',
  MinuteGoesBackwards = 'MINUTE_GOES_BACKWARDS',
  NotOnPitch = 'NOT_ON_PITCH',
  WrongClub = 'WRONG_CLUB',
  AlreadyBooked = 'ALREADY_BOOKED',
  AlreadyPlayed = 'ALREADY_PLAYED',
  TooManySubstitutions = 'TOO_MANY_SUBSTITUTIONS',
  UnknownFootballer = 'UNKNOWN_FOOTBALLER',
  InvalidLineup = 'INVALID_LINEUP',
  UnexpectedFootballer = 'UNEXPECTED_FOOTBALLER',
}

/**
 * Where in the input the problem is: an action's role ('footballer', 'assist', 'related',
 * 'minute') or a lineup entry (['home', 'starters', 3]); the feed turns it into a JSON path.
 */
export type ActionInputPath = readonly (string | number)[];

/** An action (or kick-off, or full time) that the rules of the match do not allow. */
export class MatchActionException extends DomainException<MatchActionExceptionReason> {
  constructor(
    reason: MatchActionExceptionReason,
    message: string,
    readonly at: ActionInputPath = [],
  ) {
    super(
      reason === MatchActionExceptionReason.NotLive || reason === MatchActionExceptionReason.NotScheduled
        ? ErrorCode.Conflict
        : ErrorCode.BadUserInput,
      reason,
      message,
    );
  }

  static notScheduled(status: string) {
    return new MatchActionException(
      MatchActionExceptionReason.NotScheduled,
      `the match cannot kick off: it is ${status}`,
    );
  }

  static notLive(status: string) {
    return new MatchActionException(
      MatchActionExceptionReason.NotLive,
      `the match is not live: it is ${status}`,
    );
  }

  static minuteGoesBackwards(minute: number, current: number) {
    return new MatchActionException(
      MatchActionExceptionReason.MinuteGoesBackwards,
      `minute ${minute} is before the match's current minute ${current}`,
      ['minute'],
    );
  }

  static notOnPitch(id: string, at: ActionInputPath) {
    return new MatchActionException(
      MatchActionExceptionReason.NotOnPitch,
      `footballer ${id} is not on the pitch`,
      at,
    );
  }

  static wrongClub(id: string, at: ActionInputPath) {
    return new MatchActionException(
      MatchActionExceptionReason.WrongClub,
      `footballer ${id} does not play for the right club here`,
      at,
    );
  }

  static alreadyBooked(id: string) {
    return new MatchActionException(
      MatchActionExceptionReason.AlreadyBooked,
      `footballer ${id} is already booked: send a second yellow as a red card`,
      ['footballer'],
    );
  }

  static alreadyPlayed(id: string) {
    return new MatchActionException(
      MatchActionExceptionReason.AlreadyPlayed,
      `footballer ${id} has already played in this match`,
      ['footballer'],
    );
  }

  static tooManySubstitutions(max: number) {
    return new MatchActionException(
      MatchActionExceptionReason.TooManySubstitutions,
      `a side makes at most ${max} substitutions`,
    );
  }

  static unknownFootballer(id: string, at: ActionInputPath) {
    return new MatchActionException(MatchActionExceptionReason.UnknownFootballer, `no footballer ${id}`, at);
  }

  static invalidLineup(message: string, at: ActionInputPath) {
    return new MatchActionException(MatchActionExceptionReason.InvalidLineup, message, at);
  }

  static unexpectedFootballer(kind: string, at: ActionInputPath) {
    return new MatchActionException(
      MatchActionExceptionReason.UnexpectedFootballer,
      `a ${kind} has no ${at.join('.')} footballer`,
      at,
    );
  }
}
