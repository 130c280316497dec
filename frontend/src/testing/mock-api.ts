import { jest } from '@jest/globals';

export type FakeReply = { status: number; body?: unknown; statusText?: string };

/** A fixed reply, or one computed from the JSON request body (a never-settling promise keeps it pending). */
export type FakeRoute = FakeReply | ((requestBody: unknown) => FakeReply | Promise<FakeReply>);

type FetchArgs = Parameters<typeof fetch>;

function routeKey(input: FetchArgs[0], init: FetchArgs[1]): string {
  return `${init?.method ?? 'GET'} ${String(input)}`;
}

function jsonBody(init: FetchArgs[1]): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

function toResponse({ status, body, statusText }: FakeReply): Response {
  if (body === undefined) return new Response(null, { status, statusText });
  if (typeof body === 'string') return new Response(body, { status, statusText });
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch with a fake REST facade keyed by "METHOD /path". A request with no route rejects, so the
 * test fails instead of reaching a network.
 */
export function mockApi(routes: Record<string, FakeRoute>) {
  const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
    const key = routeKey(input, init);
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request: ${key}`);
    return toResponse(typeof route === 'function' ? await route(jsonBody(init)) : route);
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /path" so far, in order. */
export function requestBodies(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => routeKey(input, init) === key)
    .map(([, init]) => jsonBody(init));
}

export const signedOut: FakeReply = { status: 401, body: { message: 'Not authenticated' } };

export function signedInAs(username: string): FakeReply {
  return { status: 200, body: { id: 1, username } };
}
