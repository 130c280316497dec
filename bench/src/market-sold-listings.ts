import { type Client, createClient } from 'graphql-ws';
import { WebSocket } from 'ws';

/** When sold listings reached the bench's `marketListingEnded` subscriber (ms, this process's clock). */
export interface SoldListings {
  /** Resolves with the arrival time once the listing's SOLD arrives (or has arrived). */
  soldAt(listingId: string): Promise<number>;
  /** Drops what is kept for a listing the bench no longer follows. */
  forget(listingId: string): void;
  close(): Promise<void>;
}

const MARKET_LISTING_ENDED = `subscription MarketListingEndedBench {
  marketListingEnded { listingId cardId reason }
}`;

interface MarketListingEnded {
  marketListingEnded: { listingId: string; reason: string };
}

/** The clock the bench times purchases with: ms since the epoch, below the millisecond. */
export const now = () => performance.timeOrigin + performance.now();

/**
 * One graphql-ws client on the gateway's `marketListingEnded` (every listing leaving the market,
 * recorded by nft in the transaction that completes its purchase), signed in as `cookie`: the
 * push a market page gets, and how the bench learns that a purchase completed without polling.
 */
export function subscribeToSoldListings(baseUrl: string, cookie: string): Promise<SoldListings> {
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  let client: Client | undefined;
  return new Promise<SoldListings>((resolve, reject) => {
    const origin = baseUrl;
    class SignedInWebSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie }, origin });
      }
    }
    client = createClient({
      url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: SignedInWebSocket,
      retryAttempts: 0,
      on: { error: reject },
    });
    let acknowledged = false;
    client.on('connected', () => {
      acknowledged = true;
      resolve({
        soldAt: (listingId) => {
          const at = arrived.get(listingId);
          if (at !== undefined) return Promise.resolve(at);
          return new Promise<number>((found) => waiting.set(listingId, found));
        },
        forget: (listingId) => {
          arrived.delete(listingId);
          waiting.delete(listingId);
        },
        close: async () => client?.dispose(),
      });
    });
    client.subscribe<MarketListingEnded>(
      { query: MARKET_LISTING_ENDED },
      {
        next: ({ data }) => {
          const at = now();
          const ended = data?.marketListingEnded;
          if (ended?.reason !== 'SOLD') return;
          const found = waiting.get(ended.listingId);
          if (found) {
            waiting.delete(ended.listingId);
            found(at);
          } else arrived.set(ended.listingId, at);
        },
        error: (error) => {
          if (!acknowledged) reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
        },
        complete: () => {},
      },
    );
  });
}
