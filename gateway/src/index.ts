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
export { LEADERBOARD, MY_LEADERBOARD_ENTRY, TOP_PAGE } from './rest-facade/leaderboard.operations';
