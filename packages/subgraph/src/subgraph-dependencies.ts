import type { KeyValueStore } from '@sfl/cache';
import type { DatabaseTarget } from '@sfl/database';
import type { EventBus } from '@sfl/events';
import type { Logger } from '@sfl/logging';
import type { ProcessMetrics, ReadinessCheck } from '@sfl/metrics';
import type { Clock } from './clock';

/** What every subgraph is given by its run mode (embedded, services) or its tests. */
export interface SubgraphDependencies {
  database: DatabaseTarget;
  store: KeyValueStore;
  /** shared with the gateway: verifies the signed context, signs session grants */
  internalSecret: string;
  logger: Logger;
  /** carries the events the subgraph records to their consumers */
  eventBus: EventBus;
  /** the system clock unless a test moves time itself */
  clock?: Clock;
  /** the process's metrics, shared by every service in it; one of its own (without Node's) when not given */
  metrics?: ProcessMetrics;
  /** what else /ready checks (the services mode: that the process is not shutting down) */
  readinessChecks?: Record<string, ReadinessCheck>;
}
