import { expect, type APIRequestContext } from '@playwright/test';

export type Credentials = { username: string; password: string };

/** A username no earlier run has taken, within the server's rule (3 to 20 letters, digits, underscores). */
export function uniqueUsername(): string {
  const random = Math.floor(Math.random() * 36 ** 4).toString(36);
  return `u_${Date.now().toString(36)}${random}`;
}

/**
 * What a browser adds to the app's own fetches: the gateway takes a POST under /api only from the
 * same site, and an API client (not a page) must say so itself.
 */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

export function freshCredentials(): Credentials {
  return { username: uniqueUsername(), password: 'correct-horse-42' };
}

/** Registers through the REST facade; the session cookie lands in the browser context that owns `request`. */
export async function registerThroughApi(
  request: APIRequestContext,
  credentials: Credentials,
): Promise<void> {
  const response = await request.post('/api/register', { data: credentials, headers: SAME_ORIGIN });
  expect(response.status(), await response.text()).toBe(201);
}
