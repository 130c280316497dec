import { describe, expect, it } from '@jest/globals';
import { formatSignedSpl, formatSpl, formatSplNumber } from '@/lib/spl-amount';

describe('SPL amounts', () => {
  it('should read whole SPL with thousands separators and SPL after, never a $ sign', () => {
    expect(formatSpl(150)).toBe('150 SPL');
    expect(formatSpl(1_000_000)).toBe('1,000,000 SPL');
    expect(formatSpl(0)).toBe('0 SPL');
    expect(formatSpl(-10_500)).toBe('-10,500 SPL');
    expect(formatSplNumber(12_500)).toBe('12,500');
  });

  it('should sign a movement: + into a balance, - out of it', () => {
    expect(formatSignedSpl(150)).toBe('+150 SPL');
    expect(formatSignedSpl(-1_500)).toBe('-1,500 SPL');
    expect(formatSignedSpl(0)).toBe('0 SPL');
  });
});
