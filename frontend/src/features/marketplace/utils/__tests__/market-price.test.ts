import { describe, expect, it } from '@jest/globals';
import { marketPriceSchema, sellerProceeds } from '@/features/marketplace/utils/market-price';

describe('market prices', () => {
  it('should read a typed price as whole SPL from 1 to 1,000,000, separators allowed', () => {
    expect(marketPriceSchema.parse(' 12,500 ')).toBe(12_500);
    expect(marketPriceSchema.parse('1')).toBe(1);
    expect(marketPriceSchema.parse('1000000')).toBe(1_000_000);
    const messageOf = (typed: string) => marketPriceSchema.safeParse(typed).error?.issues[0]?.message;
    expect(messageOf('')).toBe('Enter a price in SPL');
    expect(messageOf('0')).toBe('Price must be from 1 to 1,000,000 SPL');
    expect(messageOf('1000001')).toBe('Price must be from 1 to 1,000,000 SPL');
    expect(messageOf('2.5')).toBe('Enter a whole number of SPL');
    expect(messageOf('-3')).toBe('Enter a whole number of SPL');
  });

  it('should pay the seller the price less the 5% fee, rounded down, and at least 1 SPL of fee', () => {
    expect(sellerProceeds(1_000)).toBe(950);
    expect(sellerProceeds(21)).toBe(20);
    expect(sellerProceeds(19)).toBe(18);
    expect(sellerProceeds(1)).toBe(0);
  });
});
