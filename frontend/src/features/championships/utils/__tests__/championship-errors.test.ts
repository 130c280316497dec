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

  it('should say a refusal the page knows in words, by its reason code, whatever the message', () => {
    const member = new ApiError(409, 'Conflict', '{"message":"anything","reason":"ALREADY_MEMBER"}');
    const full = new ApiError(409, 'Conflict', '{"message":"anything","reason":"LEAGUE_FULL"}');
    const closed = new ApiError(409, 'Conflict', '{"message":"x","reason":"PRE_REGISTRATION_CLOSED"}');

    expect(championshipFailureText(member, JOIN_FALLBACK)).toBe(
      'You are already a member of this championship.',
    );
    expect(championshipFailureText(full, JOIN_FALLBACK)).toBe(
      'This championship is full: it takes no more members.',
    );
    expect(championshipFailureText(closed, PRE_REGISTER_FALLBACK)).toBe(
      'Pre-registration is closed for this championship.',
    );
  });

  it('should keep the HTTP {status}: {body} format for a reason it does not know, even one named like an object key', () => {
    const odd = new ApiError(409, 'Conflict', '{"message":"Odd","reason":"toString"}');

    expect(championshipFailureText(odd, JOIN_FALLBACK)).toBe('HTTP 409: Odd');
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
