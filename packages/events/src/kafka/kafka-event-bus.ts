import type { Logger } from '@sfl/logging';
import {
  type Admin,
  type Consumer,
  Kafka,
  type KafkaMessage,
  logLevel,
  Partitioners,
  type Producer,
} from 'kafkajs';
import type { DataSource } from 'typeorm';
import type { DeliveryOutcome, HandlerRetryOptions } from '../delivery';
import type { EventContract, TopicDefinition } from '../event-contract';
import { randomUUID } from 'node:crypto';
import { BusInventory } from '../bus-inventory';
import type { BusBacklog, BusPart, EventBus, LiveEventListener, SetAside } from '../event-bus';
import { createLiveEventParser } from '../live-event-parser';
import { type ConsumerDefinition, topicsOf } from '../event-consumer';
import { consumerGroupLag, runningStateOf, topicEndsOnce } from './consumer-lag';
import { heartbeatWhile } from './heartbeat-while';
import { kafkaLogBridge } from './kafka-log-bridge';
import { KafkaOutboxRelay } from './kafka-outbox-relay';

// How long the broker holds a consumer's fetch when there is nothing to read. A consumer's stop waits for its
// fetch in flight, so with kafkajs' 5 s every stop of an idle process took 5 s (each test's teardown, each
// graceful shutdown); 1 s costs an idle consumer one fetch a second instead of one every five, which the
// browser tests' stack held idle did not show: 35.4 against 34.9 CPU-seconds a minute (medians of 3).
const FETCH_MAX_WAIT_MS = 1_000;
// kafkajs' heartbeat interval: a batch applied for longer than the 30 s session keeps its place in
// the group (at 100,000 managers squads' and spl-rewards' batches did not, and came again).
const HEARTBEAT_WHILE_APPLYING_MS = 3_000;

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId: string;
  /** every topic the product uses, with its partition count; created when missing */
  topics: TopicDefinition[];
  /** every contract known, so events of an unknown type can be told apart from ones a consumer ignores */
  contracts: EventContract[];
  logger: Logger;
  /** how a failing handler is retried before its event is set aside (default: 5 tries, 200 ms doubling to 5 s) */
  handlerRetry?: HandlerRetryOptions;
  /**
   * Prefixes every topic and consumer group on the broker ("<namespace>.matches.events"), so
   * several stacks can share one broker without reading each other's events. Default: none.
   */
  namespace?: string;
}

export class KafkaEventBus implements EventBus {
  private readonly kafka: Kafka;
  private readonly relays: { service: string; relay: KafkaOutboxRelay }[] = [];
  private readonly consumers: Consumer[] = [];
  /** the consumer groups and live listeners started here, for parts() and backlog() */
  private readonly groups: {
    kind: 'consumer' | 'live';
    service?: string;
    name: string;
    groupId: string;
    /** a topic's name on the broker → its name in the contracts */
    topics: Map<string, string>;
    running: () => boolean;
  }[] = [];
  private readonly inventory = new BusInventory();
  private admin?: Promise<Admin>;
  private producer?: Producer;
  private topicsReady?: Promise<void>;
  /** a topic's or consumer group's name on the broker */
  private readonly onBroker: (name: string) => string;

  constructor(private readonly options: KafkaEventBusOptions) {
    const prefix = options.namespace ? `${options.namespace}.` : '';
    this.onBroker = (name) => prefix + name;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: kafkaLogBridge(options.logger),
      retry: { retries: 8, initialRetryTime: 200, maxRetryTime: 5_000 },
    });
  }

  async startPublishing(service: string, dataSource: DataSource): Promise<void> {
    await this.ensureTopics();
    if (!this.producer) {
      this.producer = this.kafka.producer({
        allowAutoTopicCreation: false,
        maxInFlightRequests: 1,
        // murmur2 on the key, as Java clients do: one aggregate, one partition.
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      await this.producer.connect();
    }
    const relay = new KafkaOutboxRelay(dataSource, this.producer, this.options.logger, this.onBroker);
    this.relays.push({ service, relay });
    this.inventory.publishes(service, dataSource);
    relay.start();
  }

  async startConsumer(definition: ConsumerDefinition, dataSource: DataSource): Promise<void> {
    await this.ensureTopics();
    const { contracts, logger, handlerRetry } = this.options;
    const { service, delivery } = this.inventory.delivery(definition, dataSource, contracts, {
      logger,
      retry: handlerRetry,
    });
    const groupId = this.onBroker(definition.name);
    const consumer = this.kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
    });
    this.consumers.push(consumer);
    // The delivery (dead letters included) names the topic as the contracts do.
    const topicOf = new Map(topicsOf(definition).map((topic) => [this.onBroker(topic), topic]));
    const running = runningStateOf(consumer);
    this.groups.push({ kind: 'consumer', service, name: definition.name, groupId, topics: topicOf, running });
    await consumer.connect();
    await consumer.subscribe({ topics: [...topicOf.keys()], fromBeginning: true });
    // Order per aggregate is the partition's order: a partition's messages are applied in order,
    // one at a time or in batches (definition.batch), and partitions one at a time unless the
    // definition opts in to more. A handler is retried within the delivery (heartbeating
    // meanwhile); a throw that gets out (the consumer's database down) leaves the offset
    // unresolved, so kafkajs delivers the message again.
    const deliverySource = (topic: string, heartbeat: () => Promise<void>) => ({
      topic: topicOf.get(topic) ?? topic,
      heartbeat,
    });
    const report = (outcome: DeliveryOutcome, topic: string) => {
      if (outcome === 'dead-lettered')
        this.options.logger.warn({ consumer: definition.name, topic }, 'event set aside');
    };
    const { batch } = definition;
    await consumer.run({
      autoCommit: true,
      partitionsConsumedConcurrently: definition.partitionsConsumedConcurrently ?? 1,
      ...(batch
        ? {
            eachBatchAutoResolve: false,
            eachBatch: async ({
              batch: fetched,
              resolveOffset,
              heartbeat,
              commitOffsetsIfNecessary,
              isRunning,
              isStale,
            }) => {
              const source = deliverySource(fetched.topic, heartbeat);
              const wanted = fetched.messages.filter((message) => !delivery.passesOver(typeOf(message)));
              const last = fetched.messages.at(-1);
              if (wanted.length === 0 && last) resolveOffset(last.offset);
              for (let start = 0; start < wanted.length; start += batch.maxEvents) {
                // Stopping, or the partition was taken away: the rest stays unresolved, delivered again.
                if (!isRunning() || isStale()) return;
                const part = wanted.slice(start, start + batch.maxEvents);
                const outcomes = await heartbeatWhile(
                  () =>
                    delivery.deliverBatch(
                      part.map((message) => message.value?.toString('utf8') ?? ''),
                      source,
                    ),
                  heartbeat,
                  HEARTBEAT_WHILE_APPLYING_MS,
                );
                outcomes.forEach((outcome) => report(outcome, fetched.topic));
                // Only after the part's transaction committed; the messages passed over after it with it.
                resolveOffset((start + batch.maxEvents >= wanted.length ? last : part.at(-1))!.offset);
                await commitOffsetsIfNecessary();
                await heartbeat();
              }
            },
          }
        : {
            eachMessage: async ({ topic, message, heartbeat }) => {
              if (delivery.passesOver(typeOf(message))) return;
              const outcome = await delivery.deliver(
                message.value?.toString('utf8') ?? '',
                deliverySource(topic, heartbeat),
              );
              report(outcome, topic);
            },
          }),
    });
  }

  async listenLive(topics: string[], listener: LiveEventListener): Promise<void> {
    await this.ensureTopics();
    const parse = createLiveEventParser(this.options.contracts);
    // A group of its own per listener: every instance reads the whole topic, from its end.
    const groupId = `live-${this.options.clientId}-${randomUUID()}`;
    const consumer = this.kafka.consumer({ groupId, maxWaitTimeInMs: FETCH_MAX_WAIT_MS });
    this.consumers.push(consumer);
    this.groups.push({
      kind: 'live',
      name: topics.join(','),
      groupId,
      topics: new Map(topics.map((topic) => [this.onBroker(topic), topic])),
      running: runningStateOf(consumer),
    });
    await consumer.connect();
    await consumer.subscribe({ topics: topics.map(this.onBroker), fromBeginning: false });
    // Resolve once partitions are assigned, so "from now on" starts when the caller goes on.
    const joined = new Promise<void>((resolve) => {
      const remove = consumer.on(consumer.events.GROUP_JOIN, () => {
        remove();
        resolve();
      });
    });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ message }) => {
        const event = parse(parseJson(message.value?.toString('utf8')));
        if (event) listener(event);
      },
    });
    await joined;
  }

  parts(): BusPart[] {
    return [
      ...this.relays.map(({ service, relay }): BusPart => ({
        kind: 'publisher',
        service,
        name: `${service}.events`,
        running: relay.isHealthy,
      })),
      ...this.groups.map(({ kind, service, name, running }): BusPart => ({
        kind,
        service,
        name,
        running: running(),
      })),
    ];
  }

  async backlog(): Promise<BusBacklog> {
    const admin = await this.connectedAdmin();
    const endsOf = topicEndsOnce(admin);
    const consumerLag: BusBacklog['consumerLag'] = [];
    for (const { kind, service, name, groupId, topics } of this.groups) {
      if (kind !== 'consumer') continue; // live listeners commit nothing: they start at the end
      const lag = await consumerGroupLag(admin, groupId, [...topics.keys()], endsOf);
      for (const [onBroker, topic] of topics)
        consumerLag.push({ service: service!, consumer: name, topic, events: lag.get(onBroker) ?? 0 });
    }
    const outbox = await Promise.all(
      this.relays.map(async ({ service, relay }) => ({ service, events: await relay.pending() })),
    );
    return { consumerLag, outbox, deadLetters: await this.inventory.deadLetters() };
  }

  onSetAside(listener: (setAside: SetAside) => void): void {
    this.inventory.onSetAside(listener);
  }

  async stop(): Promise<void> {
    await Promise.all(this.relays.map(({ relay }) => relay.stop()));
    await Promise.all(this.consumers.map((consumer) => consumer.disconnect()));
    await this.producer?.disconnect();
    const admin = this.admin;
    this.admin = undefined;
    await admin?.then((connected) => connected.disconnect()).catch(() => undefined);
  }

  /** One admin connection for the backlog's reads, opened on the first. */
  private connectedAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })().catch((error: unknown) => {
      this.admin = undefined; // the next read tries again
      throw error;
    });
    return this.admin;
  }

  private ensureTopics(): Promise<void> {
    this.topicsReady ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      try {
        const existing = new Set(await admin.listTopics());
        const missing = this.options.topics.filter((topic) => !existing.has(this.onBroker(topic.name)));
        if (missing.length) {
          const created = {
            waitForLeaders: true,
            topics: missing.map((topic) => ({
              topic: this.onBroker(topic.name),
              numPartitions: topic.partitions,
              replicationFactor: 1,
            })),
          };
          // A busy broker may answer the wait for leaders before it knows a topic it just made
          // (kafkajs retries only a missing leader): asked again shortly, it knows it.
          for (let attempt = 1; ; attempt++) {
            try {
              await admin.createTopics(created);
              break;
            } catch (error) {
              if (attempt >= TOPIC_CREATION_ATTEMPTS || !isUnknownTopic(error)) throw error;
              await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
            }
          }
        }
      } finally {
        await admin.disconnect();
      }
    })().catch((error: unknown) => {
      this.topicsReady = undefined; // the next start tries again
      throw error;
    });
    return this.topicsReady;
  }
}

const TOPIC_CREATION_ATTEMPTS = 5;

function isUnknownTopic(error: unknown): boolean {
  return (error as { type?: string } | null)?.type === 'UNKNOWN_TOPIC_OR_PARTITION';
}

function parseJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The event type the relay put in the message's headers (undefined when absent). */
function typeOf(message: KafkaMessage): string | undefined {
  const type = message.headers?.type;
  return type === undefined || Array.isArray(type) ? undefined : type.toString();
}
