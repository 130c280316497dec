import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { allContracts, allTopics } from '@sfl/contracts';
import { createDisposableDatabase, type DisposableDatabase } from '@sfl/database';
import { KafkaEventBus } from '@sfl/events';
import { createLogger } from '@sfl/logging';
import { type StandInProducers, startStandInProducers } from '@sfl/testing';
import { DataSource } from 'typeorm';
import type { SplRewardsConsumerName } from '../../src/create-spl-rewards-app';
import { LedgerRepository } from '../../src/ledger/ledger.repository';
import { LedgerService } from '../../src/ledger/ledger.service';
import { deleteNamespaceTopics, startSplRewardsProcess, stopped } from './process-control';

// The fault stage's servers: a fault test runs only when both are given.
const brokers = process.env.TEST_KAFKA_BROKERS?.split(',');
const serverUrl = process.env.TEST_DATABASE_URL;

/** `describe` on the fault stage (Kafka and PostgreSQL given), else skipped. */
export const describeWithKafka = brokers && serverUrl ? describe : describe.skip;

/**
 * What a fault test of spl-rewards runs on: a stand-in outbox published on Kafka under a
 * namespace of its own, and a spl-rewards process with the given consumers on a database of its
 * own, which the test starts and kills. `open` before the tests, `close` after them.
 */
export class FaultWorld {
  readonly namespace: string;
  private opened?: { standIns: StandInProducers; bus: KafkaEventBus; database: DisposableDatabase };
  private process?: ChildProcess;
  private dataSource?: DataSource;

  constructor(
    private readonly brokers: readonly string[],
    private readonly serverUrl: string,
    namePrefix: string,
    private readonly consumers: readonly SplRewardsConsumerName[],
  ) {
    this.namespace = `${namePrefix}_${randomUUID().slice(0, 8)}`;
  }

  /** A world on the fault stage's servers. */
  static onFaultStage(namePrefix: string, consumers: readonly SplRewardsConsumerName[]): FaultWorld {
    return new FaultWorld(brokers ?? [], serverUrl ?? '', namePrefix, consumers);
  }

  async open(): Promise<void> {
    const standIns = await startStandInProducers();
    const database = await createDisposableDatabase(this.serverUrl);
    const bus = new KafkaEventBus({
      brokers: [...this.brokers],
      clientId: 'fault-stand-ins',
      topics: allTopics,
      contracts: allContracts,
      logger: createLogger({ service: 'fault-test', level: 'warn' }),
      namespace: this.namespace,
    });
    await standIns.publishOn(bus, ['stand-ins']);
    this.opened = { standIns, bus, database };
  }

  get standIns(): StandInProducers {
    return this.state.standIns;
  }

  /** The process's database; readable once the process has started (it migrates it). */
  get splRewards(): DataSource {
    if (!this.dataSource) throw new Error('start the spl-rewards process first');
    return this.dataSource;
  }

  /** Starts the spl-rewards process and resolves once it consumes. */
  async startProcess(): Promise<void> {
    this.process = await startSplRewardsProcess({
      databaseUrl: (this.state.database.target as { url: string }).url,
      brokers: this.brokers,
      namespace: this.namespace,
      consumers: this.consumers,
    });
    this.dataSource ??= await new DataSource({
      type: 'postgres',
      url: (this.state.database.target as { url: string }).url,
      poolSize: 2,
    }).initialize();
  }

  /** Issues `amount` to each manager, as their rewards would have. */
  async grant(managerIds: readonly string[], amount: number): Promise<void> {
    const ledger = new LedgerService(new LedgerRepository(this.splRewards));
    await this.splRewards.transaction((manager) =>
      ledger.creditMany(
        manager,
        managerIds.map((managerId) => ({
          idempotencyKey: `grant:${managerId}`,
          managerId,
          amount,
          kind: 'test_grant',
        })),
      ),
    );
  }

  /** The number a query of the process's database answers as `n`. */
  async count(sql: string, parameters: unknown[] = []): Promise<number> {
    return Number((await this.splRewards.query(sql, parameters))[0].n);
  }

  /** The events the consumer has applied (processed_event). */
  eventsApplied(consumer: string): Promise<number> {
    return this.count('SELECT count(*) AS n FROM processed_event WHERE consumer = $1', [consumer]);
  }

  /** The events of `type` the process recorded in its outbox. */
  answered(type: string): Promise<number> {
    return this.count('SELECT count(*) AS n FROM outbox_event WHERE type = $1', [type]);
  }

  /** An account's balance: a manager's kept one, a system account's the sum of its entries (0 before any). */
  balanceOf(accountId: string): Promise<number> {
    return this.count(
      `SELECT coalesce((SELECT balance FROM ledger_account WHERE id = $1),
         (SELECT sum(amount) FROM ledger_entry WHERE account_id = $1), 0) AS n`,
      [accountId],
    );
  }

  /** Holds captured or released. */
  settledHolds(): Promise<number> {
    return this.count(`SELECT count(*) AS n FROM ledger_hold WHERE status <> 'HELD'`);
  }

  /** SIGKILL: no shutdown at all; SIGTERM: the process's own. Resolves once it has exited. */
  async stopProcess(signal: NodeJS.Signals): Promise<void> {
    if (this.process) await stopped(this.process, signal);
  }

  async close(): Promise<void> {
    await this.stopProcess('SIGKILL');
    const { bus, standIns, database } = this.state;
    await bus.stop();
    await this.dataSource?.destroy();
    await standIns.close();
    await database.drop();
    await deleteNamespaceTopics(this.brokers, this.namespace);
  }

  private get state() {
    if (!this.opened) throw new Error('open the fault world first');
    return this.opened;
  }
}
