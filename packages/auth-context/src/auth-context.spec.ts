import { signInternalContext, verifyInternalContext } from './internal-context';
import { signSessionGrant, verifySessionGrant } from './session-grant';
import { InvalidSignatureError } from './signed-token';
import { requireInternalContext, type RequestWithContext } from './internal-context.middleware';
import type { ServerResponse } from 'node:http';

const secret = 'a'.repeat(32);
const context = { userId: 'u1', roles: ['operator'], clientIp: '127.0.0.1', requestId: 'req-1' };

describe('internal context', () => {
  it('should round-trip when signed and verified with the same secret', () => {
    const token = signInternalContext(context, secret, 1_000_000);
    expect(verifyInternalContext(token, secret, 1_000_500)).toEqual({ ...context, issuedAt: 1_000_000 });
  });

  it('should reject when the payload was altered', () => {
    const token = signInternalContext(context, secret);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...context, userId: 'admin', issuedAt: Date.now() })).toString('base64url')}.${signature}`;
    expect(() => verifyInternalContext(forged, secret)).toThrow(InvalidSignatureError);
  });

  it('should reject when signed with another secret', () => {
    expect(() => verifyInternalContext(signInternalContext(context, 'b'.repeat(32)), secret)).toThrow(
      InvalidSignatureError,
    );
  });

  it('should reject when the context is older than a minute', () => {
    const token = signInternalContext(context, secret, 0);
    expect(() => verifyInternalContext(token, secret, 61_000)).toThrow(/expired/);
  });

  it('should reject when missing or malformed', () => {
    for (const token of [undefined, '', 'abc', 'a.b.c', ['x']]) {
      expect(() => verifyInternalContext(token, secret)).toThrow(InvalidSignatureError);
    }
  });
});

describe('session grant', () => {
  it('should round-trip start and end grants', () => {
    expect(
      verifySessionGrant(signSessionGrant({ action: 'start', userId: 'u1', roles: [] }, secret), secret),
    ).toEqual({
      action: 'start',
      userId: 'u1',
      roles: [],
    });
    expect(verifySessionGrant(signSessionGrant({ action: 'end' }, secret), secret)).toEqual({
      action: 'end',
    });
  });
});

describe('requireInternalContext', () => {
  function run(header: string | undefined) {
    const req = { headers: header ? { 'x-sfl-context': header } : {} } as RequestWithContext;
    const res = { statusCode: 200, setHeader: jest.fn(), end: jest.fn() };
    const next = jest.fn();
    requireInternalContext(secret)(req, res as unknown as ServerResponse, next);
    return { req, res, next };
  }

  it('should attach the context and continue when the header is signed by the gateway', () => {
    const { req, next } = run(signInternalContext(context, secret));
    expect(next).toHaveBeenCalled();
    expect(req.internalContext?.userId).toBe('u1');
  });

  it('should answer 401 without continuing when the header is absent', () => {
    const { res, next } = run(undefined);
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(401);
    expect(String(res.end.mock.calls[0][0])).toContain('UNAUTHENTICATED');
  });
});
