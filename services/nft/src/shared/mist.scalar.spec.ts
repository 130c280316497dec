import { Kind } from 'graphql';
import { MistScalar, parseMist, serializeMist } from './mist.scalar';

describe('Mist scalar', () => {
  it.each([
    [0, 0n],
    [1_500_000_000, 1_500_000_000n],
    [Number.MAX_SAFE_INTEGER, 9_007_199_254_740_991n],
    ['0', 0n],
    ['18446744073709551615', 18_446_744_073_709_551_615n],
  ])('should parse %p when it is a whole number of MIST within u64', (input, expected) => {
    expect(parseMist(input)).toBe(expected);
  });

  it.each([-1, 1.5, 2 ** 53, Number.NaN, '-1', '1.0', ' 1', '0x10', '', '18446744073709551616', null, true])(
    'should refuse %p when it is not a u64 as a safe integer or decimal string',
    (input) => {
      expect(() => parseMist(input)).toThrow(
        'Mist must be a whole number of MIST from 0 to 18446744073709551615',
      );
    },
  );

  it('should read Int and String literals of any size up to u64', () => {
    const scalar = new MistScalar();
    expect(scalar.parseLiteral({ kind: Kind.INT, value: '18446744073709551615' })).toBe(2n ** 64n - 1n);
    expect(scalar.parseLiteral({ kind: Kind.STRING, value: '42' })).toBe(42n);
    expect(() => scalar.parseLiteral({ kind: Kind.FLOAT, value: '1.5' })).toThrow();
  });

  it('should answer decimal strings for bigints, numeric column strings and safe integers', () => {
    expect(serializeMist(2n ** 64n - 1n)).toBe('18446744073709551615');
    expect(serializeMist('2500000000')).toBe('2500000000');
    expect(serializeMist(7)).toBe('7');
    expect(() => serializeMist(-1n)).toThrow();
  });
});
