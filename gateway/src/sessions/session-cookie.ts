import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';

/**
 * Builds the `Set-Cookie` values for the session id and reads it back; one instance per gateway.
 * Over HTTPS the cookie is `Secure` and named with the `__Host-` prefix, which browsers accept
 * only from a secure origin, for the whole host, without a Domain: no sibling subdomain and no
 * plain-HTTP page can plant or overwrite it.
 */
export class SessionCookie {
  readonly name: string;

  constructor(
    private readonly secure: boolean,
    private readonly ttlMs: number,
  ) {
    this.name = secure ? '__Host-sid' : 'sid';
  }

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

  /** The session id in a request's `Cookie` header, if any. */
  read(cookieHeader: string | undefined): string | undefined {
    return cookieHeader ? parseCookie(cookieHeader)[this.name] : undefined;
  }

  private attributes(): SetCookie {
    return { name: this.name, value: '', httpOnly: true, sameSite: 'lax', path: '/', secure: this.secure };
  }
}
