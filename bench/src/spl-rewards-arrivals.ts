import { type Client, createClient } from 'graphql-ws';
import { WebSocket } from 'ws';

/** When each reward reached its manager's subscriber (this process's clock, ms since the epoch). */
export interface RewardArrivals {
  count(): number;
  /** `splPaid` messages received, over every subscriber: one per payment, however many rewards it carries */
  messages(): number;
  arrivalOf(rewardId: string): number | undefined;
  close(): Promise<void>;
}

const SPL_PAID = `subscription SplPaidBench {
  splPaid { splTokens balance { currentBalance totalEarned } rewards { id actionType isCaptain gameweek splTokens } }
}`;

interface SplPaid {
  splPaid: { rewards: { id: string }[] };
}

/** One graphql-ws client per manager on the gateway's `splPaid`, each signed in with its session cookie. */
export async function subscribeToRewards(
  baseUrl: string,
  managers: readonly { cookie: string }[],
): Promise<RewardArrivals> {
  const arrivals = new Map<string, number>();
  let messages = 0;
  const clients: Client[] = [];
  const origin = baseUrl;
  await Promise.all(
    managers.map(
      ({ cookie }) =>
        new Promise<void>((resolve, reject) => {
          class SignedInWebSocket extends WebSocket {
            constructor(address: string | URL, protocols?: string | string[]) {
              super(address, protocols, { headers: { cookie }, origin });
            }
          }
          const client = createClient({
            url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
            webSocketImpl: SignedInWebSocket,
            retryAttempts: 0,
            on: { connected: () => resolve(), error: reject },
          });
          clients.push(client);
          client.subscribe<SplPaid>(
            { query: SPL_PAID },
            {
              next: ({ data }) => {
                messages += 1;
                const at = Date.now();
                for (const { id } of data?.splPaid.rewards ?? []) arrivals.set(id, at);
              },
              error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
              complete: () => {},
            },
          );
        }),
    ),
  );
  return {
    count: () => arrivals.size,
    messages: () => messages,
    arrivalOf: (rewardId) => arrivals.get(rewardId),
    close: async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    },
  };
}
