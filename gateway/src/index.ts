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
export { LEADERBOARD_WITH_MINE, TOP_PAGE } from './rest-facade/leaderboard.operations';
