import { describe, expect, it } from '@jest/globals';
import { formatSui, parseWholeMist, shortenId } from '@/features/nft-marketplace/utils/nft-display';

describe('formatSui', () => {
  it.each([
    [0n, '0.00 SUI'],
    [1_000_000_000n, '1.00 SUI'],
    [1_500_000_000n, '1.50 SUI'],
    [2_345_000_000n, '2.35 SUI'],
    [2_344_999_999n, '2.34 SUI'],
    [4_999_999n, '0.00 SUI'],
    [5_000_000n, '0.01 SUI'],
    [18_446_744_073_709_551_615n, '18446744073.71 SUI'],
  ])('should show %p MIST as %p', (mist, shown) => {
    expect(formatSui(mist)).toBe(shown);
  });
});

describe('shortenId', () => {
  it('should keep the first 8 characters', () => {
    expect(shortenId('0x1234567890abcdef')).toBe('0x123456');
    expect(shortenId('seller')).toBe('seller');
  });
});

describe('parseWholeMist', () => {
  it.each([
    ['2500000000', 2_500_000_000n],
    [' 42 ', 42n],
    ['+7', 7n],
    ['12.9', 12n],
    ['18446744073709551615', 18_446_744_073_709_551_615n],
  ])('should read %p as a whole number', (typed, mist) => {
    expect(parseWholeMist(typed)).toBe(mist);
  });

  it.each(['', 'abc', '-5', '1e9', '0x10', '12abc'])('should count %p as 0', (typed) => {
    expect(parseWholeMist(typed)).toBe(0n);
  });
});
