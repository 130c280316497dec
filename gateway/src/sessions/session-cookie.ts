import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';

const COOKIE_NAME = 'sid';

/** Builds the `Set-Cookie` values for the session id; one instance per gateway. */
export class SessionCookie {
  constructor(
    private readonly secure: boolean,
    private readonly ttlMs: number,
  ) {}

  /** Issued at login and re-issued on every use, so the browser's expiry slides with the server's. */
  issue(sessionId: string): string {
    return stringifySetCookie({
      ...this.attributes(),
      value: sessionId,
      maxAge: Math.floor(this.ttlMs / 1000),
    });
  }

  clear(): string {
    return stringifySetCookie({ ...this.attributes(), value: '', maxAge: 0 });
  }

  private attributes(): SetCookie {
    return { name: COOKIE_NAME, value: '', httpOnly: true, sameSite: 'lax', path: '/', secure: this.secure };
  }
}

export function readSessionId(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parseCookie(cookieHeader)[COOKIE_NAME] : undefined;
}
