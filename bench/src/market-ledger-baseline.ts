import { randomUUID } from 'node:crypto';
import { marketFeeFor } from '@sfl/contracts';
import { createDisposableDatabase, openDataSource } from '@sfl/database';
import { LedgerRepository, LedgerService, splRewardsMigrations } from '@sfl/spl-rewards';
import type { DataSource } from 'typeorm';
import { inPool } from './market-world';
import { now } from './market-sold-listings';

/** One round of the baseline: hold + capture pairs done straight on the ledger. */
export interface LedgerRound {
  pairsPerSecond: number;
  /** from the hold's transaction start to the capture's commit, per pair */
  latencies: number[];
}

/**
 * The ledger's own transfer rate, the floor under a purchase's SPL: spl-rewards' LedgerService
 * (its SQL, its locks) on a database of its own on the same PostgreSQL, with no events around it.
 * A pair is what a purchase costs the ledger: the buyer's price held (one transaction), then the
 * hold found by its key and captured to the seller and the treasury's fee (another): the ledger
 * calls of spl-rewards' market consumer, under its keys, without its events and processed marks.
 */
export class LedgerBaseline {
  private constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly drop: () => Promise<void>,
    private readonly buyers: string[],
    private readonly sellers: string[],
  ) {}

  /** A migrated spl-rewards database, `buyers` managers credited `spl` each, and `sellers` sellers. */
  static async open(
    postgresUrl: string,
    buyers: number,
    sellers: number,
    spl: number,
  ): Promise<LedgerBaseline> {
    const database = await createDisposableDatabase(postgresUrl);
    const dataSource = await openDataSource(database.target, {
      entities: [],
      migrations: splRewardsMigrations,
    });
    const ledger = new LedgerService(new LedgerRepository(dataSource));
    const buyerIds = Array.from({ length: buyers }, () => randomUUID());
    await dataSource.transaction((manager) =>
      ledger.creditMany(
        manager,
        buyerIds.map((managerId) => ({
          idempotencyKey: randomUUID(),
          managerId,
          amount: spl,
          kind: 'bench',
        })),
      ),
    );
    return new LedgerBaseline(
      dataSource,
      ledger,
      () => database.drop(),
      buyerIds,
      Array.from({ length: sellers }, () => randomUUID()),
    );
  }

  /**
   * `pairs` holds and captures of `price`, `concurrency` at a time, one buyer per worker (as in the
   * market, where each worker is one buyer) and the sellers in turn.
   */
  async round(pairs: number, concurrency: number, price: number): Promise<LedgerRound> {
    const fee = marketFeeFor(price);
    const started = now();
    let next = 0;
    const latencies: number[] = [];
    await inPool(this.buyers.slice(0, concurrency), concurrency, async (buyerId) => {
      while (next < pairs) {
        const sellerId = this.sellers[next++ % this.sellers.length]!;
        const purchaseId = randomUUID();
        const begun = now();
        await this.dataSource.transaction((manager) =>
          this.ledger.placeHold(manager, {
            idempotencyKey: `market:${purchaseId}:hold`,
            managerId: buyerId,
            amount: price,
            kind: 'market_purchase',
            reference: purchaseId,
          }),
        );
        await this.dataSource.transaction(async (manager) => {
          const hold = await this.ledger.holdPlacedUnder(manager, `market:${purchaseId}:hold`);
          await this.ledger.captureHold(manager, {
            idempotencyKey: `market:${purchaseId}:capture`,
            holdId: hold!.id,
            payees: [{ managerId: sellerId, amount: price - fee }],
            treasury: fee,
            kind: 'market_sale',
          });
        });
        latencies.push(now() - begun);
      }
    });
    return { pairsPerSecond: (pairs / (now() - started)) * 1000, latencies };
  }

  /** The ledger's full audit (spl-rewards' check-ledger) and its open holds. */
  audit() {
    return this.ledger.audit();
  }

  async close(): Promise<void> {
    await this.dataSource.destroy();
    await this.drop();
  }
}
