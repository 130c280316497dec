import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';

// A Host header we are willing to echo into the policy: a name or an address, and a port.
const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * helmet with a Content-Security-Policy that a Vite-built SPA can live with. `https` marks a
 * deployment served over TLS: only then ask browsers to upgrade requests and remember HTTPS.
 * `fullNodeOrigins` are the Sui full nodes the browser wallet talks to (gRPC-web). Scripts may
 * connect to this origin, its own WebSocket origin (subscriptions; not every browser counts it
 * as 'self') and those nodes, nothing else.
 */
export function securityHeaders(https: boolean, fullNodeOrigins: readonly string[] = []) {
  const ownWebSocketOrigin = (req: IncomingMessage) => {
    const host = req.headers.host ?? '';
    return HOST_PATTERN.test(host) ? `${https ? 'wss' : 'ws'}://${host}` : "'self'";
  };
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ownWebSocketOrigin, ...fullNodeOrigins],
        imgSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
}
