export { ProcessMetrics, type ProcessMetricsOptions, type GaugeSample } from './process-metrics';
export { cachedFor } from './read-cache';
export { graphqlOperationMetrics } from './graphql-operation-metrics';
export { observeEventBus } from './event-backbone-metrics';
export { startMetricsServer } from './metrics-server';
export { keepIdleConnectionsOpen } from './idle-connections';
export {
  busPartsRunning,
  checkReadiness,
  type Readiness,
  type ReadinessCheck,
  readinessStatusCode,
} from './readiness';
export {
  closableHttpServer,
  gracefulShutdown,
  type GracefulShutdown,
  type GracefulShutdownOptions,
} from './graceful-shutdown';
