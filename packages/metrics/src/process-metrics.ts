import { collectDefaultMetrics, Counter, Gauge, Histogram, type Metric, Registry } from 'prom-client';
import { boundedValues } from './bounded-values';

/** A sample of a gauge read at scrape time: its labels and value. */
export interface GaugeSample {
  labels: Record<string, string>;
  value: number;
}

export interface ProcessMetricsOptions {
  /**
   * How long a figure read at scrape time (event backlogs, dead letters, the ledger audit) is
   * reused, so scrapes (several Prometheus servers, a dashboard refreshing) never read the
   * databases more often than this. 5 s by default; tests use 0.
   */
  readCacheMs?: number;
  /**
   * Node's process metrics (CPU, memory, event loop, GC): true by default, for the registry a
   * process serves. Each registry collecting them keeps an event-loop monitor and a GC observer
   * for good, so registries made in passing (an app created without one, in tests) leave them out.
   */
  nodeMetrics?: boolean;
}

type OperationLabels = 'service' | 'operation' | 'type' | 'outcome';
type RestLabels = 'route' | 'method' | 'status';

// Distinct operation names kept as labels; more (a client inventing names) count as "other".
const MAX_OPERATION_NAMES = 500;

/**
 * The one Prometheus registry of a process, with Node's default process metrics and the metrics
 * every part of the product shares. Where one process hosts several services (the embedded mode),
 * their series share the metrics and differ by the `service` label. docs/operations.md lists them.
 */
export class ProcessMetrics {
  readonly registry = new Registry();
  readonly readCacheMs: number;
  /** every operation name a histogram observes, bounded */
  readonly operationName = boundedValues(MAX_OPERATION_NAMES);
  private readonly scrapedSources = new Map<string, Set<() => Promise<GaugeSample[]>>>();

  constructor(options: ProcessMetricsOptions = {}) {
    this.readCacheMs = options.readCacheMs ?? 5_000;
    if (options.nodeMetrics ?? true) collectDefaultMetrics({ register: this.registry });
  }

  /** Prometheus' text format of every metric. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** GraphQL operations executed, by service, operation name, type and outcome, with their duration. */
  get graphqlOperations(): Histogram<OperationLabels> {
    return this.once(
      'sfl_graphql_operation_duration_seconds',
      (name) =>
        new Histogram<OperationLabels>({
          name,
          help: 'GraphQL operations executed, by service, operation name, type (query, mutation) and outcome (success, error), and how long each took',
          labelNames: ['service', 'operation', 'type', 'outcome'],
          registers: [this.registry],
        }),
    );
  }

  /** The gateway's REST calls, by route pattern, method and status, with their duration. */
  get restRequests(): Histogram<RestLabels> {
    return this.once(
      'sfl_rest_request_duration_seconds',
      (name) =>
        new Histogram<RestLabels>({
          name,
          help: 'REST facade calls answered by the gateway, by route pattern, method and status code, and how long each took',
          labelNames: ['route', 'method', 'status'],
          registers: [this.registry],
        }),
    );
  }

  /** A counter, created on first use (several services of the process share it by its labels). */
  counter<Labels extends string>(name: string, help: string, labelNames: Labels[]): Counter<Labels> {
    return this.once(name, () => new Counter<Labels>({ name, help, labelNames, registers: [this.registry] }));
  }

  /**
   * Adds a source to a gauge read when Prometheus scrapes (created with the first source): each
   * source answers its samples, the services sharing the process one source each. A source that
   * fails leaves its series out of that scrape, counted in sfl_metric_read_failures_total,
   * rather than failing the whole scrape.
   */
  gaugeReadAtScrape(
    definition: { name: string; help: string; labelNames: string[] },
    source: () => Promise<GaugeSample[]>,
  ): void {
    const existing = this.scrapedSources.get(definition.name);
    if (existing) {
      existing.add(source);
      return;
    }
    const sources = new Set([source]);
    this.scrapedSources.set(definition.name, sources);
    const failures = this.counter(
      'sfl_metric_read_failures_total',
      'Scrapes in which a figure could not be read (its database or broker unreachable), by metric',
      ['metric'],
    );
    new Gauge({
      ...definition,
      registers: [this.registry],
      async collect() {
        const read = await Promise.allSettled([...sources].map((each) => each()));
        this.reset();
        for (const result of read) {
          if (result.status === 'rejected') failures.inc({ metric: definition.name });
          else for (const { labels, value } of result.value) this.set(labels, value);
        }
      },
    });
  }

  private once<M extends Metric>(name: string, create: (name: string) => M): M {
    return (this.registry.getSingleMetric(name) as M | undefined) ?? create(name);
  }
}
