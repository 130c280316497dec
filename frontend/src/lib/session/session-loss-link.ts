import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const UNAUTHENTICATED = 'UNAUTHENTICATED';

/**
 * Calls `onSessionLost` when the gateway answers that the caller is not signed in (a GraphQL error coded
 * UNAUTHENTICATED, or HTTP 401): the session ended elsewhere (another tab, Log out everywhere, expiry),
 * and the app should ask who is signed in instead of showing a signed-in page full of errors.
 */
export function createSessionLossLink(onSessionLost: () => void): ErrorLink {
  return new ErrorLink(({ error }) => {
    const lost = CombinedGraphQLErrors.is(error)
      ? error.errors.some(({ extensions }) => extensions?.code === UNAUTHENTICATED)
      : ServerError.is(error) && error.statusCode === 401;
    if (lost) onSessionLost();
  });
}
