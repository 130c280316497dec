import { type Client, createClient } from 'graphql-ws';
import { WebSocket } from 'ws';

/** When each reward reached its manager's subscriber (this process's clock, ms since the epoch). */
export interface RewardArrivals {
  count(): number;
  arrivalOf(rewardId: string): number | undefined;
  close(): Promise<void>;
}

const SPL_AWARDED = `subscription SplAwardedBench {
  splAwarded { id splTokens balance { currentBalance totalEarned } reward { id actionType isCaptain gameweek splTokens } }
}`;

interface SplAwarded {
  splAwarded: { reward: { id: string } | null };
}

/** One graphql-ws client per manager on the gateway's `splAwarded`, each signed in with its session cookie. */
export async function subscribeToRewards(
  baseUrl: string,
  managers: readonly { cookie: string }[],
): Promise<RewardArrivals> {
  const arrivals = new Map<string, number>();
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
          client.subscribe<SplAwarded>(
            { query: SPL_AWARDED },
            {
              next: ({ data }) => {
                const rewardId = data?.splAwarded.reward?.id;
                if (rewardId) arrivals.set(rewardId, Date.now());
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
    arrivalOf: (rewardId) => arrivals.get(rewardId),
    close: async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    },
  };
}
