import type { EventBus } from '@sfl/events';
import type { ProcessMetrics } from './process-metrics';
import { cachedFor } from './read-cache';

const observed = new WeakMap<ProcessMetrics, WeakSet<object>>();

/**
 * Publishes what an event bus reports in the process's metrics: consumer lag per topic, outbox
 * backlog per service and dead letters per consumer, read at scrape time (at most once per
 * readCacheMs, all three from one read), and a counter of the deliveries set aside. A bus shared
 * by several services (the embedded mode) is observed once, whoever asks first.
 */
export function observeEventBus(
  metrics: ProcessMetrics,
  bus: Pick<EventBus, 'backlog' | 'onSetAside'>,
): void {
  const buses = observed.get(metrics) ?? new WeakSet();
  observed.set(metrics, buses);
  if (buses.has(bus)) return;
  buses.add(bus);

  const backlog = cachedFor(metrics.readCacheMs, () => bus.backlog());
  metrics.gaugeReadAtScrape(
    {
      name: 'sfl_event_consumer_lag',
      help: 'Events on a topic a consumer has not got past yet (Kafka: high watermarks minus committed offsets; embedded: outbox rows after its position)',
      labelNames: ['service', 'consumer', 'topic'],
    },
    async () => (await backlog()).consumerLag.map(({ events, ...labels }) => ({ labels, value: events })),
  );
  metrics.gaugeReadAtScrape(
    {
      name: 'sfl_outbox_backlog',
      help: 'Outbox rows not delivered yet (Kafka: not yet published by the relay; embedded: not yet read by every consumer of their topic)',
      labelNames: ['service'],
    },
    async () =>
      (await backlog()).outbox.map(({ events, service }) => ({ labels: { service }, value: events })),
  );
  metrics.gaugeReadAtScrape(
    {
      name: 'sfl_dead_letter_events',
      help: 'Deliveries a consumer has set aside, in its dead_letter_event table',
      labelNames: ['service', 'consumer'],
    },
    async () => (await backlog()).deadLetters.map(({ events, ...labels }) => ({ labels, value: events })),
  );
  const setAside = metrics.counter(
    'sfl_dead_letter_events_set_aside_total',
    'Deliveries newly set aside by a consumer since the process started, by topic',
    ['service', 'consumer', 'topic'],
  );
  bus.onSetAside((labels) => setAside.inc(labels));
}
