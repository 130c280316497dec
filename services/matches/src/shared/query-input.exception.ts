import { DomainException, ErrorCode } from '@sfl/errors';

export enum QueryInputExceptionReason {
  SearchTooLong = 'SEARCH_TOO_LONG',
  InvalidId = 'INVALID_ID',
  InvalidGameweek = 'INVALID_GAMEWEEK',
}

/** A query argument out of its allowed range. */
export class QueryInputException extends DomainException<QueryInputExceptionReason> {
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
