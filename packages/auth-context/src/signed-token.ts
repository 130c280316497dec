import { createHmac, timingSafeEqual } from 'node:crypto';

// A compact signed token: base64url(JSON payload) "." base64url(HMAC-SHA256(payload)).
// Used for the gateway → subgraph context and the subgraph → gateway session grants.

export class InvalidSignatureError extends Error {
  constructor(reason: string) {
    super(`Invalid signed token: ${reason}`);
    this.name = 'InvalidSignatureError';
  }
}

function mac(encodedPayload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(encodedPayload).digest();
}

export function signToken(payload: object, secret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(encoded, secret).toString('base64url')}`;
}

/** Returns the payload of a token signed with `secret`, or throws InvalidSignatureError. */
export function verifyToken(token: unknown, secret: string): Record<string, unknown> {
  if (typeof token !== 'string' || token.length > 4096) throw new InvalidSignatureError('missing');
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length) throw new InvalidSignatureError('malformed');
  const expected = mac(encoded, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new InvalidSignatureError('bad signature');
  }
  const payload: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  if (!payload || typeof payload !== 'object') throw new InvalidSignatureError('malformed payload');
  return payload as Record<string, unknown>;
}
