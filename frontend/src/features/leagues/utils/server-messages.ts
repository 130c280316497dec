import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Why the server refused, in its words; a request that never got an answer says so. */
export function serverMessageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map(({ message }) => message).join(' ');
  return 'The leagues could not be reached. Check your connection and try again.';
}
