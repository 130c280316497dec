import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { OPERATOR_ROLE } from '@sfl/auth-context';
import { MemoryStore } from '@sfl/cache';
import { allContracts, UserRegistered } from '@sfl/contracts';
import { EmbeddedEventBus } from '@sfl/events';
import { createLogger, type Logger } from '@sfl/logging';
import { createSplRewardsApp, LedgerService, type LedgerInvariant } from '@sfl/spl-rewards';
import {
  createTestDatabase,
  graphqlRequest,
  type StandInProducers,
  startStandInProducers,
  TEST_INTERNAL_SECRET,
  until,
} from '@sfl/testing';
import { DataSource } from 'typeorm';

// JSON as parsed: the tests read the fields they ask for.
type Json = ReturnType<typeof JSON.parse>;

export interface Answer {
  data?: Record<string, Json>;
  errors?: { message: string; extensions: { code: string } }[];
}

/** How long to wait for `count` things done one after another by consumers: 15 s, and more for many. */
export function waitFor(count: number): number {
  return 15_000 + 250 * count;
}

/** Reads until `done` holds of what was read (bounded, as `until`), and answers that reading. */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  let value: T | undefined;
  await until(what, async () => {
    value = await read();
    return done(value);
  });
  return value!;
}

/** What every subgraph of a world is given: the shared bus, and a database and store of its own. */
export type SubgraphDependencies = Parameters<typeof createSplRewardsApp>[0];

interface WorldBus {
  logger: Logger;
  eventBus: EmbeddedEventBus;
  standIns: StandInProducers;
}

// spl-rewards' consumer that pays for registering (docs/achievements.md).
const ACHIEVEMENTS_CONSUMER = 'spl-rewards.achievements';

/**
 * Real subgraphs on databases of their own, on one embedded event bus as in the embedded mode,
 * with one stand-in outbox for the services a world does not run. Every world has spl-rewards, the
 * ledger: managers are registered as users records them (spl-rewards pays what registering earns),
 * SPL is issued in the ledger, and the ledger's audit is checked. A world builds its subgraphs in
 * the embedded mode's order (a producer before its consumers); they close the other way round.
 */
export abstract class ServicesWorld {
  private readonly closers: (() => Promise<void>)[] = [];
  private splRewardsApp: INestApplication | undefined;

  protected readonly logger: Logger;
  protected readonly eventBus: EmbeddedEventBus;
  protected readonly standIns: StandInProducers;

  protected constructor(bus: WorldBus) {
    ({ logger: this.logger, eventBus: this.eventBus, standIns: this.standIns } = bus);
    this.closers.push(() => bus.standIns.close());
  }

  /** The bus, with the stand-ins publishing the topics of `standInServices`. */
  protected static async openBus(name: string, standInServices: readonly string[]): Promise<WorldBus> {
    const logger = createLogger({ service: name, level: 'silent' });
    const eventBus = new EmbeddedEventBus({ contracts: allContracts, logger });
    const standIns = await startStandInProducers();
    await standIns.publishOn(eventBus, standInServices);
    return { logger, eventBus, standIns };
  }

  /** Builds the world's subgraphs; on a failure whatever was built is closed. */
  protected async built(build: () => Promise<void>): Promise<this> {
    try {
      await build();
      return this;
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  /** Something else to close with the world (before what was opened earlier). */
  protected onClose(close: () => Promise<void>): void {
    this.closers.push(close);
  }

  /** Builds a subgraph on a fresh database and store of its own; it closes with the world. */
  protected async subgraph(
    create: (dependencies: SubgraphDependencies) => Promise<INestApplication>,
  ): Promise<INestApplication> {
    const database = await createTestDatabase();
    this.closers.push(() => database.drop());
    const store = new MemoryStore();
    this.closers.push(() => store.close());
    const app = await create({
      internalSecret: TEST_INTERNAL_SECRET,
      logger: this.logger,
      eventBus: this.eventBus,
      database: database.target,
      store,
    });
    this.closers.push(() => app.close());
    return app;
  }

  /** spl-rewards with its every-mode consumers (the others start as the world's services do). */
  protected async startSplRewards(): Promise<INestApplication> {
    this.splRewardsApp = await this.subgraph((dependencies) => createSplRewardsApp(dependencies));
    return this.splRewardsApp;
  }

  protected get splRewards(): INestApplication {
    if (!this.splRewardsApp) throw new Error('spl-rewards has not started');
    return this.splRewardsApp;
  }

  /** The bus first, so no consumer reads from a database being dropped. */
  async close(): Promise<void> {
    await this.eventBus.stop();
    for (const close of this.closers.reverse()) await close();
  }

  /**
   * A new manager as users registers them, once spl-rewards has paid what registering earns
   * (Early Adopter) and the world's other services have taken them (`managersTaken`).
   */
  async registerManager(): Promise<string> {
    return (await this.registerManagers(1))[0]!;
  }

  /**
   * `count` new managers at once, waited for together: one poll for all of them rather than one
   * each, which on the embedded database would crowd out the consumers being waited for.
   */
  async registerManagers(count: number): Promise<string[]> {
    const userIds = Array.from({ length: count }, () => randomUUID());
    const eventIds: string[] = [];
    for (const userId of userIds) {
      const registered = await this.standIns.record(UserRegistered, userId, {
        userId,
        username: this.usernameOf(userId),
        registeredAt: new Date().toISOString(),
      });
      eventIds.push(registered.id);
    }
    await this.appliedBy(this.splRewards, ACHIEVEMENTS_CONSUMER, eventIds);
    await this.managersTaken(userIds, eventIds);
    return userIds;
  }

  /** The name a manager registered with. */
  usernameOf(userId: string): string {
    return `m${userId.slice(0, 8)}`;
  }

  /** What else must have happened before registered managers can play in this world. */
  protected abstract managersTaken(userIds: string[], eventIds: string[]): Promise<void>;

  /** Waits until `consumer` of `app` has applied the events (longer for many). */
  protected appliedBy(app: INestApplication, consumer: string, eventIds: string | string[]): Promise<void> {
    const ids = typeof eventIds === 'string' ? [eventIds] : eventIds;
    return until(
      `${consumer} to apply ${ids.length} event(s)`,
      async () => {
        const [{ applied }] = (await app
          .get(DataSource)
          .query(
            'SELECT count(*)::int AS applied FROM processed_event WHERE consumer = $1 AND event_id::text = ANY($2::text[])',
            [consumer, ids],
          )) as { applied: number }[];
        return applied === ids.length;
      },
      waitFor(ids.length),
    );
  }

  /** Issues SPL to a manager in the ledger, as a reward would. */
  async grant(managerId: string, amount: number): Promise<void> {
    const ledger = this.splRewards.get(LedgerService);
    await this.splRewards.get(DataSource).transaction((manager) =>
      ledger.credit(manager, {
        managerId,
        amount,
        kind: 'test_grant',
        idempotencyKey: `grant:${randomUUID()}`,
      }),
    );
  }

  callSplRewards(
    userId: string | null,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Answer> {
    return this.call(this.splRewards, userId, query, variables);
  }

  async balanceOf(userId: string): Promise<number> {
    const answer = await this.callSplRewards(userId, '{ mySplBalance { currentBalance } }');
    return answer.data!.mySplBalance.currentBalance as number;
  }

  async balancesOf(userIds: readonly string[]): Promise<Map<string, number>> {
    return new Map(await Promise.all(userIds.map(async (id) => [id, await this.balanceOf(id)] as const)));
  }

  /** Each manager's balance is theirs `before`, moved by `changes` (unmoved when not named). */
  async expectBalancesMoved(before: ReadonlyMap<string, number>, changes: ReadonlyMap<string, number>) {
    const expected = new Map([...before].map(([id, balance]) => [id, balance + (changes.get(id) ?? 0)]));
    expect(await this.balancesOf([...before.keys()])).toEqual(expected);
  }

  /** The ledger's audit: the invariant over a full pass of the entries. */
  audit() {
    return this.splRewards.get(LedgerService).audit();
  }

  /**
   * Once the open holds come to `openHolds` (0: everything settled), the ledger adds up, as
   * spl-rewards' public invariant and the audit's full pass both say: balances + escrow + treasury =
   * everything issued, ESCROW holds exactly the open holds, no manager is below 0, no account drifted
   * from its entries. The two are read one after the other: a reward may be issued in between.
   */
  /** Who reads the ledger's totals: an operator's (they are for operators only). */
  private readonly operatorId = randomUUID();

  async expectLedgerBalanced(openHolds = 0) {
    const invariant = await eventually(
      `the open holds to come to ${openHolds}`,
      async () =>
        (
          await this.call(
            this.splRewards,
            this.operatorId,
            '{ splLedgerInvariant { issued balances escrow treasury holds balanced } }',
            {},
            [OPERATOR_ROLE],
          )
        ).data!.splLedgerInvariant as LedgerInvariant,
      ({ holds }) => holds === openHolds,
    );
    expect(invariant).toMatchObject({ balanced: true, escrow: openHolds });
    expect(invariant.balances + invariant.escrow + invariant.treasury).toBe(invariant.issued);
    const audit = await this.audit();
    expect(audit).toMatchObject({
      balanced: true,
      escrow: openHolds,
      holds: openHolds,
      negativeAccounts: 0,
      driftedAccounts: 0,
      unbalancedTransactions: 0,
    });
    return audit;
  }

  protected async call(
    app: INestApplication,
    userId: string | null,
    query: string,
    variables: Record<string, unknown>,
    roles: string[] = [],
  ): Promise<Answer> {
    const response = await graphqlRequest(
      app.getHttpServer() as Server,
      { query, variables },
      {
        ...(userId ? { userId } : {}),
        roles,
      },
    );
    return response.body as Answer;
  }
}
