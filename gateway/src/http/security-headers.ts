import helmet from 'helmet';

/**
 * helmet with a Content-Security-Policy that a Vite-built SPA can live with. `https` marks a
 * deployment served over TLS: only then ask browsers to upgrade requests and remember HTTPS.
 * `fullNodeOrigins` are the Sui full nodes the browser wallet talks to (gRPC-web).
 */
export function securityHeaders(https: boolean, fullNodeOrigins: readonly string[] = []) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:', ...fullNodeOrigins],
        imgSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
}
