import type { IncomingMessage } from 'node:http';

// `none`: the user typed the address or used a bookmark, which no other site can do for them.
const OWN_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);
// A state change is only ever sent by the app's own pages (fetch from its origin).
const OWN_STATE_CHANGE_SITES = new Set(['same-origin', 'same-site']);

/**
 * Whether a request comes from this site (or straight from the user), not from a link or form on
 * another site: a SameSite=Lax cookie rides along on a cross-site top-level GET, so a state change
 * behind a GET must check. Browsers send Sec-Fetch-Site; without it, the Origin or Referer host
 * must be this host, and a request that names neither does not count as ours.
 */
export function isSameSiteRequest(req: IncomingMessage): boolean {
  return comesFrom(req, OWN_FETCH_SITES);
}

/**
 * Whether a state-changing request (a POST) was sent by this site's own pages: Sec-Fetch-Site
 * same-origin or same-site, else (older browsers, other clients) an Origin or Referer naming
 * this host. A form or script on another site can send neither.
 */
export function isOwnSiteStateChange(req: IncomingMessage): boolean {
  return comesFrom(req, OWN_STATE_CHANGE_SITES);
}

function comesFrom(req: IncomingMessage, ownFetchSites: ReadonlySet<string>): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return ownFetchSites.has(fetchSite);
  const source = req.headers.origin ?? req.headers.referer;
  const host = req.headers.host?.toLowerCase();
  if (!source || !host) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}
