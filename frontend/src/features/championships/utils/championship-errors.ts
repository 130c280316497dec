import { ApiError, readServerMessage } from '@/lib/api-client';

export const PRE_REGISTER_FALLBACK = 'Failed to pre-register. You may have already registered.';
export const JOIN_FALLBACK = 'Failed to join championship. You may already be a member.';

/**
 * Spec §8: 'HTTP {status}: {body}' for a non-ok answer, else (no answer, or an empty one) the fallback. The
 * facade answers errors as `{ message }`; its message is the body shown, not the JSON around it.
 */
export function championshipFailureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = readServerMessage(error) ?? error.responseText.trim();
  return body ? `HTTP ${error.status}: ${body}` : fallback;
}
