import type { Client } from 'graphql-ws';
import { gatewayOverRealUsers, signIn } from './gateway-test-app';
import { type LiveBackbone, type RecordEvent, sharedLiveBackbone } from './live-backbone';
import { liveClient, type Received, subscribe } from './live-client';

/**
 * A gateway over the real users subgraph on the shared live backbone, for a suite of live
 * subscriptions: it registers the suite's hooks, and the sockets it opens are closed after the suite.
 */
export function liveGatewayOverRealUsers() {
  const running = gatewayOverRealUsers();
  const clients: Client[] = [];
  let backbone: LiveBackbone;
  let url: string;

  beforeAll(async () => {
    backbone = await sharedLiveBackbone();
    url = await running.gateway.listen();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
  });

  /** A newly signed-in manager's socket, subscribed to `query`. */
  async function subscribedManager<T>(query: string): Promise<{ managerId: string; received: Received<T> }> {
    const cookie = await signIn(url);
    const me = (await (await fetch(`${url}/api/user`, { headers: { cookie } })).json()) as { id: string };
    const client = liveClient(url, { cookie });
    clients.push(client);
    return { managerId: me.id, received: subscribe<T>(client, query) };
  }

  /** Records an event as its producer would, for the gateway to hear. */
  const record: RecordEvent = (contract, aggregateId, payload) =>
    backbone.record(contract, aggregateId, payload);

  return { subscribedManager, record };
}
