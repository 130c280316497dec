import type { DataSource } from 'typeorm';
import type { BusBacklog, SetAside } from './event-bus';
import { EventDelivery, type EventDeliveryOptions } from './delivery';
import type { EventContract } from './event-contract';
import type { ConsumerDefinition } from './event-consumer';

/**
 * What a bus keeps of the services and consumers it started, for its parts(), backlog() and
 * onSetAside(), the same for every transport.
 */
export class BusInventory {
  private readonly publishers = new Map<DataSource, string>();
  private readonly setAsideListeners: ((setAside: SetAside) => void)[] = [];
  readonly consumers: { service: string; delivery: EventDelivery }[] = [];

  publishes(service: string, dataSource: DataSource): void {
    this.publishers.set(dataSource, service);
  }

  /**
   * The service a consumer works for: the one publishing from the same database (every service
   * publishes before it consumes), else the consumer name's first part ("spl-rewards.rewards").
   */
  private serviceOf(dataSource: DataSource, consumer: string): string {
    return this.publishers.get(dataSource) ?? consumer.split('.')[0]!;
  }

  /**
   * A consumer's EventDelivery, the same for every transport: it reports what it newly sets aside
   * and is kept for deadLetters(); answered with the service it works for.
   */
  delivery(
    definition: ConsumerDefinition,
    dataSource: DataSource,
    contracts: EventContract[],
    options: Omit<EventDeliveryOptions, 'onSetAside'>,
  ): { service: string; delivery: EventDelivery } {
    const service = this.serviceOf(dataSource, definition.name);
    const delivery = new EventDelivery(dataSource, definition, contracts, {
      ...options,
      onSetAside: this.reportSetAside(service, definition.name),
    });
    this.consumers.push({ service, delivery });
    return { service, delivery };
  }

  onSetAside(listener: (setAside: SetAside) => void): void {
    this.setAsideListeners.push(listener);
  }

  /** What a consumer's EventDelivery calls when it newly sets a delivery aside. */
  private reportSetAside(service: string, consumer: string): (topic: string) => void {
    return (topic) => {
      for (const listener of this.setAsideListeners) listener({ service, consumer, topic });
    };
  }

  async deadLetters(): Promise<BusBacklog['deadLetters']> {
    return Promise.all(
      this.consumers.map(async ({ service, delivery }) => {
        const consumer = delivery.definition.name;
        const [{ events }] = (await delivery.dataSourceOfConsumer.query(
          'SELECT count(*)::int AS events FROM dead_letter_event WHERE consumer = $1',
          [consumer],
        )) as { events: number }[];
        return { service, consumer, events };
      }),
    );
  }
}
