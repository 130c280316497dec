import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A REST answer serialized once: its value (for the routes that add to it), its bytes and their ETag. */
export interface CachedAnswer<T> {
  value: T;
  body: Buffer;
  etag: string;
}

/** What a public answer's Cache-Control says: any cache may keep it, none may use it unasked. */
export const SHARED_ANSWER = 'no-cache';
/** The same for an answer to a signed-in caller (it carries their cookie, or their own row). */
export const PERSONAL_ANSWER = 'private, no-cache';

/** The answer to `value`: its JSON, or `text` when given (bytes another layer already wrote). */
export function cachedAnswerOf<T>(value: T, text: string = JSON.stringify(value)): CachedAnswer<T> {
  const body = Buffer.from(text);
  return { value, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends the answer as `res.json` would (status 200, JSON), with its ETag; 304 and no body when
 * the caller's If-None-Match names it. Headers set before (security, correlation, cookie) stay.
 */
export function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer<unknown>,
  cacheControl: string,
): void {
  if (namesEtag(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, { etag: answer.etag, 'cache-control': cacheControl });
    res.end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': answer.body.length,
    etag: answer.etag,
    'cache-control': cacheControl,
  });
  res.end(answer.body);
}

// If-None-Match compares weakly (RFC 9110 §13.1.2): W/ prefixes do not count.
function namesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
