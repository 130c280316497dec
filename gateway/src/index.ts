export { createGateway, type Gateway, type GatewayOptions } from './create-gateway';
export { gatewayConfigSchema, type GatewayConfig, subgraphUrlsFrom } from './config/gateway.config';
