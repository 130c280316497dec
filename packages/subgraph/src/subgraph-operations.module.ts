import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { EventBus } from '@sfl/events';
import type { ProcessMetrics, ReadinessCheck } from '@sfl/metrics';
import { MetricsController } from './metrics.controller';
import { ReadinessController } from './readiness.controller';
import { EVENT_BUS, PROCESS_METRICS, READINESS_CHECKS, SUBGRAPH_SERVICE } from './subgraph-tokens';

/**
 * What operators read from a subgraph, beside /health: /ready and /metrics, and the tokens the
 * operation metrics plugin and services' own metrics (the SPL ledger's) take. Added by
 * createSubgraphApp, which knows the service's name.
 */
@Global()
@Module({})
export class SubgraphOperationsModule {
  static forRoot(options: {
    service: string;
    metrics: ProcessMetrics;
    eventBus: EventBus;
    readinessChecks: Record<string, ReadinessCheck>;
  }): DynamicModule {
    const providers = [
      { provide: SUBGRAPH_SERVICE, useValue: options.service },
      { provide: PROCESS_METRICS, useValue: options.metrics },
      { provide: EVENT_BUS, useValue: options.eventBus },
      { provide: READINESS_CHECKS, useValue: options.readinessChecks },
    ];
    return {
      module: SubgraphOperationsModule,
      controllers: [ReadinessController, MetricsController],
      providers,
      exports: providers,
    };
  }
}
