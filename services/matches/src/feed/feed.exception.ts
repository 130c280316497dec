import { DomainException, ErrorCode } from '@sfl/errors';
import { formatJsonPath, type JsonLines, type JsonPath } from './json-lines';

export enum FeedExceptionReason {
  NotJson = 'FEED_NOT_JSON',
  TooLarge = 'FEED_TOO_LARGE',
  Invalid = 'INVALID_FEED',
}

export interface FeedProblem {
  path: JsonPath;
  reason: string;
}

// One message lists the problems; beyond this many it says how many more there are.
const MAX_LISTED = 10;

/** A feed that is rejected as a whole: nothing of it is applied. */
export class FeedException extends DomainException<FeedExceptionReason> {
  static notJson(reason: string, line: number, column: number) {
    return new FeedException(
      ErrorCode.BadUserInput,
      FeedExceptionReason.NotJson,
      `Feed is not valid JSON: ${reason} (line ${line}, column ${column})`,
    );
  }

  static tooLarge(maxCharacters: number) {
    return new FeedException(
      ErrorCode.BadUserInput,
      FeedExceptionReason.TooLarge,
      `Feed is larger than ${maxCharacters} characters; split it`,
    );
  }

  /** "Invalid match feed: matches[0].actions[2].scorerId (line 14): must be a UUID; …" */
  static invalid(problems: FeedProblem[], lines: JsonLines) {
    const listed = problems
      .slice(0, MAX_LISTED)
      .map((p) => `${formatJsonPath(p.path)} (line ${lines.lineOf(p.path)}): ${p.reason}`);
    const more = problems.length > MAX_LISTED ? `; and ${problems.length - MAX_LISTED} more` : '';
    return new FeedException(
      ErrorCode.BadUserInput,
      FeedExceptionReason.Invalid,
      `Invalid match feed: ${listed.join('; ')}${more}`,
    );
  }
}
