import type { ProcessMetrics } from '@sfl/metrics';
import type { SubscriptionServer } from './subscription-server';

/**
 * What the gateway's live side serves, read when Prometheus scrapes: open WebSockets, and the
 * subscriptions and their groups (one execution per event each) by operation name.
 */
export function observeSubscriptions(metrics: ProcessMetrics, server: SubscriptionServer): void {
  const service = 'gateway';
  const byOperation = (figure: 'subscribers' | 'groups') => async () =>
    // Bounded names: past the limit, operations share "other" and their figures add up there.
    [...server.groups.byOperation(metrics.operationName)].map(([operation, counts]) => ({
      labels: { service, operation },
      value: counts[figure],
    }));
  metrics.gaugeReadAtScrape(
    {
      name: 'sfl_live_connections',
      help: 'WebSocket connections open on this gateway',
      labelNames: ['service'],
    },
    async () => [{ labels: { service }, value: server.connectionCount }],
  );
  metrics.gaugeReadAtScrape(
    {
      name: 'sfl_live_subscriptions',
      help: 'Subscriptions this gateway serves, by operation name',
      labelNames: ['service', 'operation'],
    },
    byOperation('subscribers'),
  );
  metrics.gaugeReadAtScrape(
    {
      name: 'sfl_live_subscription_groups',
      help: 'Distinct subscriptions (same document, variables and audience) this gateway executes once per event each, by operation name',
      labelNames: ['service', 'operation'],
    },
    byOperation('groups'),
  );
}

/**
 * Counts the executions of subscription groups (one event through one group's selection, whatever
 * its number of subscribers) by operation name: beside the messages clients receive, what sharing saves.
 */
export function countSubscriptionExecutions(metrics: ProcessMetrics): (operation: string) => void {
  const executions = metrics.counter(
    'sfl_live_executions_total',
    'Subscription executions (one event through one group, shared by its subscribers), by operation name',
    ['service', 'operation'],
  );
  return (operation) => executions.inc({ service: 'gateway', operation: metrics.operationName(operation) });
}
