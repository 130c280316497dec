import type { SuiNetworkEndpoints } from '@sfl/sui-chain';
import type { RequestHandler } from 'express';

/** The origins of the full nodes a browser wallet may reach, for the Content-Security-Policy's connect-src. */
export function fullNodeOrigins(endpoints: SuiNetworkEndpoints): string[] {
  return [...new Set(Object.values(endpoints.networks).map((url) => new URL(url).origin))];
}

/**
 * GET /api/sui-networks: which network the browser wallet starts on and the gRPC-web full node of
 * each network, so one frontend build serves any deployment.
 */
export function suiNetworksRoute(endpoints: SuiNetworkEndpoints): RequestHandler {
  const body = JSON.stringify(endpoints);
  return (_req, res) => {
    res.type('application/json').set('Cache-Control', 'no-cache').send(body);
  };
}
