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
