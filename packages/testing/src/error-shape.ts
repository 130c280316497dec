import { type DomainException, httpStatusForCode } from '@sfl/errors';

/** What clients see of a domain error: its reason, GraphQL code, REST status and message. */
export function clientViewOf(
  error: DomainException,
): [reason: string, code: string, status: number, message: string] {
  return [error.reason, error.code, httpStatusForCode(error.code), error.message];
}
