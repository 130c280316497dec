import { describe, expect, it } from '@jest/globals';
import {
  JOIN_FALLBACK,
  PRE_REGISTER_FALLBACK,
  championshipFailureText,
} from '@/features/championships/utils/championship-errors';
import { ApiError } from '@/lib/api-client';

describe('championshipFailureText', () => {
  it("should read 'HTTP {status}: {body}', the body being the facade's message when it sent one", () => {
    const refused = new ApiError(409, 'Conflict', '{"message":"This league is full"}');

    expect(championshipFailureText(refused, JOIN_FALLBACK)).toBe('HTTP 409: This league is full');
  });

  it('should show any other body as it came', () => {
    expect(championshipFailureText(new ApiError(502, 'Bad Gateway', 'upstream down'), JOIN_FALLBACK)).toBe(
      'HTTP 502: upstream down',
    );
  });

  it('should fall back to the given text for an empty body or no answer at all', () => {
    expect(
      championshipFailureText(new ApiError(500, 'Internal Server Error', ' '), PRE_REGISTER_FALLBACK),
    ).toBe('Failed to pre-register. You may have already registered.');
    expect(championshipFailureText(new TypeError('Failed to fetch'), JOIN_FALLBACK)).toBe(
      'Failed to join championship. You may already be a member.',
    );
  });
});
