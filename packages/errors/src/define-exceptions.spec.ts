import { defineExceptions, isExceptionFrom } from './define-exceptions';
import { DomainException } from './domain.exception';
import { ErrorCode } from './error-code';
import { retryAfterText } from './retry-after-text';

const ShopErrors = defineExceptions({
  OUT_OF_STOCK: { code: ErrorCode.Conflict, message: 'Nothing left' },
  TOO_MANY: { code: ErrorCode.BadUserInput, message: (max: number) => `At most ${max} per order` },
  BAD_LINE: {
    code: ErrorCode.BadUserInput,
    message: (line: number) => `Line ${line} is invalid`,
    details: (line: number) => ({ line }),
  },
});
const OtherErrors = defineExceptions({ OUT_OF_STOCK: { code: ErrorCode.Conflict, message: 'x' } });

describe('defineExceptions', () => {
  it('should build a domain exception with the row key as reason when a fixed-message factory is called', () => {
    const error = ShopErrors.OUT_OF_STOCK();
    expect(error).toBeInstanceOf(DomainException);
    expect(error).toMatchObject({ code: 'CONFLICT', reason: 'OUT_OF_STOCK', message: 'Nothing left' });
  });

  it('should build the message from the arguments when the row has a message function', () => {
    expect(ShopErrors.TOO_MANY(3)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_MANY',
      message: 'At most 3 per order',
      details: {},
    });
  });

  it('should keep the details built from the same arguments', () => {
    expect(ShopErrors.BAD_LINE(7).details).toEqual({ line: 7 });
  });

  it("should tell a table's exceptions from another table's and plain ones", () => {
    expect(isExceptionFrom(ShopErrors, ShopErrors.OUT_OF_STOCK())).toBe(true);
    expect(isExceptionFrom(ShopErrors, OtherErrors.OUT_OF_STOCK())).toBe(false);
    expect(isExceptionFrom(ShopErrors, new DomainException(ErrorCode.Conflict, 'OUT_OF_STOCK', 'x'))).toBe(
      false,
    );
    expect(isExceptionFrom(ShopErrors, new Error('x'))).toBe(false);
  });
});

describe('retryAfterText', () => {
  it.each([
    [1, 'minute', '1 minute'],
    [60_001, 'minute', '2 minutes'],
    [0, 'second', '1 second'],
    [2_500, 'second', '3 seconds'],
  ] as const)('should round %i ms up to whole %ss', (ms, unit, text) => {
    expect(retryAfterText(ms, unit)).toBe(text);
  });
});
