import type { ApolloServerPlugin } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { Inject } from '@nestjs/common';
import { graphqlOperationMetrics, type ProcessMetrics } from '@sfl/metrics';
import { PROCESS_METRICS, SUBGRAPH_SERVICE } from './subgraph-tokens';

/** Observes the subgraph's GraphQL operations under its service name (graphqlOperationMetrics). */
@Plugin()
export class OperationMetricsPlugin {
  readonly requestDidStart: ApolloServerPlugin['requestDidStart'];

  constructor(@Inject(PROCESS_METRICS) metrics: ProcessMetrics, @Inject(SUBGRAPH_SERVICE) service: string) {
    this.requestDidStart = graphqlOperationMetrics(metrics, service).requestDidStart;
  }
}
