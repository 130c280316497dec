import { print } from 'graphql';
import * as leaderboard from './rest-facade/leaderboard.operations';

export { createGateway, type Gateway, type GatewayOptions } from './create-gateway';
export {
  gatewayConfigSchema,
  type GatewayConfig,
  sessionLimitConfigFields,
  sessionLimitsFrom,
  subgraphUrlsFrom,
  subscriptionLimitsFrom,
} from './config/gateway.config';
export { trustProxyField, type TrustProxy } from './config/trust-proxy.field';
export { TOP_PAGE } from './rest-facade/leaderboard.operations';

// The leaderboard's operations as the text a client sends (the benchmarks send them over HTTP).
export const LEADERBOARD = print(leaderboard.LEADERBOARD);
export const MY_LEADERBOARD_ENTRY = print(leaderboard.MY_LEADERBOARD_ENTRY);
