import { randomUUID } from 'node:crypto';
import { CardListingEnded } from '@sfl/contracts';
import { type Received, untilLive } from './live-client';
import { liveGatewayOverRealUsers } from './live-gateway';

const MARKET_LISTING_ENDED =
  'subscription MarketListingEnded { marketListingEnded { listingId cardId reason } }';

interface Ended {
  marketListingEnded: { listingId: string; cardId: string; reason: string };
}

// nft.events recorded in the stand-in outbox, through the embedded backbone, to every open market page.
describe('marketListingEnded: each listing leaving the market, live to every subscriber', () => {
  const { subscribedManager, record } = liveGatewayOverRealUsers();

  async function openMarketPage(): Promise<Received<Ended>> {
    return (await subscribedManager<Ended>(MARKET_LISTING_ENDED)).received;
  }

  const sellerId = randomUUID();
  const end = (reason: 'SOLD' | 'DELISTED') => {
    const ended = { listingId: randomUUID(), cardId: randomUUID(), reason };
    return {
      ended,
      record: () =>
        record(CardListingEnded, ended.cardId, {
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
