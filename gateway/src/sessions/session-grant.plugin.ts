import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../graphql/gateway-context';
import type { SessionCookie } from './session-cookie';
import type { SessionStore } from './session-store';

/**
 * Applies the session grants that subgraphs sent during an operation (see SubgraphDataSource),
 * for /graphql and the REST facade alike. Every grant ends the current session first, so a
 * login always gets a fresh id (no session fixation); "end-all" ends the user's others too.
 */
export function sessionGrantPlugin(
  sessions: SessionStore,
  cookie: SessionCookie,
  endAllSessionsOf: (userId: string) => Promise<void>,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          for (const grant of contextValue.grants.splice(0)) {
            if (contextValue.session) await sessions.destroy(contextValue.session.id);
            if (grant.action === 'end-all') await endAllSessionsOf(grant.userId);
            contextValue.session =
              grant.action === 'start' ? await sessions.create(grant.userId, grant.roles) : null;
            response.http.headers.set(
              'set-cookie',
              contextValue.session ? cookie.issue(contextValue.session.id) : cookie.clear(),
            );
          }
        },
      };
    },
  };
}
