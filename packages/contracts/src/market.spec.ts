import { MarketSaleCompleted } from './nft.events';
import { marketFeeFor } from './market';

describe('the market fee', () => {
  it('should keep 5 % of a sale, rounded down, and at least 1 SPL', () => {
    expect(marketFeeFor(1_000_000)).toBe(50_000);
    expect(marketFeeFor(1234)).toBe(61);
    expect(marketFeeFor(40)).toBe(2);
    expect(marketFeeFor(39)).toBe(1);
    expect(marketFeeFor(19)).toBe(1);
    expect(marketFeeFor(2)).toBe(1);
    expect(marketFeeFor(1)).toBe(1);
  });

  it('should let a 1 SPL sale pay the seller nothing and the treasury all of it', () => {
    const sale = {
      purchaseId: '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e',
      cardId: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
      buyerId: '1a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
      sellerId: '2a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
      price: 1,
      sellerAmount: 1 - marketFeeFor(1),
      fee: marketFeeFor(1),
      completedAt: new Date().toISOString(),
    };
    expect(MarketSaleCompleted.payload.parse(sale)).toMatchObject({ sellerAmount: 0, fee: 1 });
  });
});
