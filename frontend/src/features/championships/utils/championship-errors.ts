import { ApiError, readServerMessage } from '@/lib/api-client';

export const PRE_REGISTER_FALLBACK = 'Failed to pre-register. You may have already registered.';
export const JOIN_FALLBACK = 'Failed to join championship. You may already be a member.';

// Why the server refused, in the product's words, by its reason code (the facade's `reason`): the code is
// what the page branches on, never the server's message.
const refusalWords: Record<string, string> = {
  ALREADY_MEMBER: 'You are already a member of this championship.',
  LEAGUE_FULL: 'This championship is full: it takes no more members.',
  LEAGUE_STARTED: 'This championship takes no more members.',
  LEAGUE_CLOSED: 'This championship takes no more members.',
  LEAGUE_NOT_FOUND: 'This championship cannot be joined yet.',
  CHAMPIONSHIP_NOT_FOUND: 'This championship no longer exists.',
  PRE_REGISTRATION_CLOSED: 'Pre-registration is closed for this championship.',
};

function reasonOf(error: ApiError): string | undefined {
  try {
    const body: unknown = JSON.parse(error.responseText);
    if (typeof body !== 'object' || body === null || !('reason' in body)) return undefined;
    return typeof body.reason === 'string' ? body.reason : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A refusal the page knows (by its reason code) in words; any other non-ok answer as
 * 'HTTP {status}: {body}' (the facade's message being the body); no answer, or an empty one, the fallback.
 */
export function championshipFailureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const reason = reasonOf(error);
  if (reason !== undefined && Object.hasOwn(refusalWords, reason)) return refusalWords[reason];
  const body = readServerMessage(error) ?? error.responseText.trim();
  return body ? `HTTP ${error.status}: ${body}` : fallback;
}
