import type { ApolloServerPlugin, BaseContext, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import type { ProcessMetrics } from './process-metrics';

/**
 * An Apollo Server plugin that observes every operation the server executes in
 * sfl_graphql_operation_duration_seconds under `service`: its name ("anonymous" when it has
 * none; "unknown" with type "unknown" when it did not parse or validate), its type, and
 * "error" as the outcome when the answer carries errors.
 */
export function graphqlOperationMetrics<TContext extends BaseContext>(
  metrics: ProcessMetrics,
  service: string,
): ApolloServerPlugin<TContext> {
  const histogram = metrics.graphqlOperations;
  return {
    async requestDidStart() {
      const stopTimer = histogram.startTimer();
      return {
        async willSendResponse(request) {
          const type = request.operation?.operation ?? 'unknown';
          const name = request.operation ? (request.operationName ?? 'anonymous') : 'unknown';
          stopTimer({
            service,
            operation: metrics.operationName(name),
            type,
            outcome: hasErrors(request) ? 'error' : 'success',
          });
        },
      };
    },
  };
}

function hasErrors<TContext extends BaseContext>(request: GraphQLRequestContextWillSendResponse<TContext>) {
  const { body } = request.response;
  return (request.errors?.length ?? 0) > 0 || (body.kind === 'single' && !!body.singleResult.errors?.length);
}
