import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-ok HTTP answer. Its message is what the toasts show: `${status}: ${response text or status text}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly responseText: string;

  constructor(status: number, statusText: string, responseText: string) {
    super(`${status}: ${responseText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.responseText = responseText;
  }
}

/**
 * Calls the REST facade with the session cookie; a JSON body is sent when `body` is given. `accept` names
 * the answer's type when it is not JSON.
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  accept = 'application/json',
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { Accept: accept, 'Content-Type': 'application/json' } : { Accept: accept },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  return response;
}

/** Like apiRequest, then checks the JSON answer against `schema` so callers get typed, trusted data. */
export async function apiJson<TSchema extends z.ZodType>(
  method: HttpMethod,
  path: string,
  schema: TSchema,
  body?: unknown,
): Promise<z.output<TSchema>> {
  const response = await apiRequest(method, path, body);
  return schema.parse(await response.json());
}

/** A GET whose answer is text (e.g. HTML), not JSON. */
export async function apiText(path: string, accept: string): Promise<string> {
  const response = await apiRequest('GET', path, undefined, accept);
  return response.text();
}

const errorBodySchema = z.object({ message: z.string().min(1) });

/** The `message` field of a JSON error answer, when the server sent one. */
export function readServerMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(error.responseText));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

/** The best text to show a person: the server's message, else the error's own. */
export function describeError(error: unknown): string {
  return readServerMessage(error) ?? (error instanceof Error ? error.message : String(error));
}
