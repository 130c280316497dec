import { randomUUID } from 'node:crypto';
import { CardListingEnded } from '@sfl/contracts';
import type { Client } from 'graphql-ws';
import { gatewayOverRealUsers, signIn } from './gateway-test-app';
import { type LiveBackbone, sharedLiveBackbone } from './live-backbone';
import { liveClient, type Received, subscribe, untilLive } from './live-client';

const MARKET_LISTING_ENDED =
  'subscription MarketListingEnded { marketListingEnded { listingId cardId reason } }';

interface Ended {
  marketListingEnded: { listingId: string; cardId: string; reason: string };
}

// nft.events recorded in the stand-in outbox, through the embedded backbone, to every open market page.
describe('marketListingEnded: each listing leaving the market, live to every subscriber', () => {
  const running = gatewayOverRealUsers();
  let backbone: LiveBackbone;
  let url: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    backbone = await sharedLiveBackbone();
    url = await running.gateway.listen();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
  });

  async function openMarketPage(): Promise<Received<Ended>> {
    const client = liveClient(url, { cookie: await signIn(url) });
    clients.push(client);
    return subscribe<Ended>(client, MARKET_LISTING_ENDED);
  }

  const sellerId = randomUUID();
  const end = (reason: 'SOLD' | 'DELISTED') => {
    const ended = { listingId: randomUUID(), cardId: randomUUID(), reason };
    return {
      ended,
      record: () =>
        backbone.record(CardListingEnded, ended.cardId, {
          ...ended,
          sellerId,
          endedAt: '2026-11-25T10:00:00.000Z',
        }),
    };
  };

  it("should deliver a sold and a delisted listing to every manager's page, the seller's or not", async () => {
    const pages = [await openMarketPage(), await openMarketPage()];
    for (const page of pages) await untilLive(page, () => end('DELISTED').record());

    const sold = end('SOLD');
    const delisted = end('DELISTED');
    await sold.record();
    await delisted.record();

    for (const page of pages) {
      await page.waitFor(
        ({ marketListingEnded }) => marketListingEnded.listingId === delisted.ended.listingId,
      );
      const received = page.values.map(({ marketListingEnded }) => marketListingEnded);
      const soldAt = received.findIndex(({ listingId }) => listingId === sold.ended.listingId);
      expect(received[soldAt]).toEqual(sold.ended);
      expect(received[soldAt + 1]).toEqual(delisted.ended);
    }
  });
});
