import { DomainException, ErrorCode } from '@sfl/errors';

export enum QueryInputExceptionReason {
  InvalidLimit = 'INVALID_LIMIT',
  InvalidOffset = 'INVALID_OFFSET',
  SearchTooLong = 'SEARCH_TOO_LONG',
  InvalidId = 'INVALID_ID',
  InvalidGameweek = 'INVALID_GAMEWEEK',
}

/** A query argument out of its allowed range. */
export class QueryInputException extends DomainException<QueryInputExceptionReason> {
  static invalidLimit(max: number) {
    return new QueryInputException(
      ErrorCode.BadUserInput,
      QueryInputExceptionReason.InvalidLimit,
      `limit must be between 1 and ${max}`,
    );
  }

  static invalidOffset() {
    return new QueryInputException(
      ErrorCode.BadUserInput,
      QueryInputExceptionReason.InvalidOffset,
      'offset must be 0 or more',
    );
  }

  static searchTooLong(max: number) {
    return new QueryInputException(
      ErrorCode.BadUserInput,
      QueryInputExceptionReason.SearchTooLong,
      `search must be at most ${max} characters long`,
    );
  }

  static invalidId(field: string) {
    return new QueryInputException(
      ErrorCode.BadUserInput,
      QueryInputExceptionReason.InvalidId,
      `${field} must be a UUID`,
    );
  }

  static invalidGameweek() {
    return new QueryInputException(
      ErrorCode.BadUserInput,
      QueryInputExceptionReason.InvalidGameweek,
      'gameweek must be 1 or more',
    );
  }
}

/** Page sizes of list queries: 1 to 100. */
const MAX_LIMIT = 100;

export function assertLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw QueryInputException.invalidLimit(MAX_LIMIT);
}
