import { randomBytes } from 'node:crypto';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { WalletLinked, WalletUnlinked } from '@sfl/contracts';
import { type DisposableDatabase, openDataSource } from '@sfl/database';
import { CreateEventTables1763800000000, recordEvent } from '@sfl/events';
import { GrpcChainReader } from '@sfl/sui-chain';
import { FakeSuiNode } from '@sfl/sui-chain/testing';
import { createTestDatabase, resetDatabase, startTestApp, type TestApp } from '@sfl/testing';
import type { DataSource } from 'typeorm';
import { createNftApp } from '../src/create-nft-app';
import { LINKED_WALLETS_CONSUMER } from '../src/linked-wallets/linked-wallets.consumer';
import type { NftCollectionAddress } from '../src/config/nft.config';
import type { NftAppOptions } from '../src/nft-app.module';

/** A random object id or address, so tests sharing one fake node never collide. */
export const randomId = () => normalizeSuiAddress(randomBytes(32).toString('hex'));

export const TEST_COLLECTION: NftCollectionAddress = {
  packageId: normalizeSuiAddress('0xc011ec7'),
  marketId: normalizeSuiAddress('0x3a7e7'),
};

export interface NftTestApp extends TestApp {
  node: FakeSuiNode;
  /** How many reads the app has made from the chain so far. */
  chainReads(): number;
  /** Publishes on users.events (a users outbox of its own) and waits until the nft consumer applied it. */
  linkWallet(userId: string, address: string, linkedAt?: Date): Promise<void>;
  unlinkWallet(userId: string, address: string): Promise<void>;
}

/**
 * The real nft subgraph on a fresh database, reading the chain through the real gRPC adapter
 * from a fake Sui node, and consuming users.events from a stand-in users outbox through the
 * embedded event bus, as in the embedded mode.
 */
export async function startNftTestApp(
  collection: NftCollectionAddress | null = TEST_COLLECTION,
): Promise<NftTestApp> {
  const node = new FakeSuiNode();
  if (collection) node.useCollection(collection);
  const reader = new GrpcChainReader({ network: 'localnet', baseUrl: await node.start() });
  let chainReads = 0;
  const counted =
    <A extends unknown[], R>(read: (...args: A) => R) =>
    (...args: A) => {
      chainReads++;
      return read(...args);
    };
  const chain: NftAppOptions['chain'] = {
    getObjectOwnership: counted(reader.getObjectOwnership.bind(reader)),
    getTransaction: counted(reader.getTransaction.bind(reader)),
    listDynamicObjects: counted(reader.listDynamicObjects.bind(reader)),
  };
  const usersDatabase: DisposableDatabase = await createTestDatabase();
  const users: DataSource = await openDataSource(usersDatabase.target, {
    entities: [],
    migrations: [CreateEventTables1763800000000],
  });
  const app = await startTestApp(async (dependencies) => {
    await dependencies.eventBus.startPublishing('users', users);
    return createNftApp({ ...dependencies, chain, network: 'localnet', collection });
  });

  // Waits until the nft consumer has applied the event (its processed_event row exists).
  const applied = async (eventId: string) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const rows: unknown[] = await app.dataSource.query(
        'SELECT 1 FROM processed_event WHERE consumer = $1 AND event_id = $2',
        [LINKED_WALLETS_CONSUMER, eventId],
      );
      if (rows.length) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the linked-wallets consumer did not apply the event');
  };

  return {
    ...app,
    node,
    chainReads: () => chainReads,
    linkWallet: async (userId, address, linkedAt = new Date()) => {
      const event = await recordEvent(users.manager, WalletLinked, {
        aggregateId: userId,
        payload: { userId, address, linkedAt: linkedAt.toISOString() },
      });
      await applied(event.id);
    },
    unlinkWallet: async (userId, address) => {
      const event = await recordEvent(users.manager, WalletUnlinked, {
        aggregateId: userId,
        payload: { userId, address, unlinkedAt: new Date().toISOString() },
      });
      await applied(event.id);
    },
    reset: async () => {
      // The users outbox first: the consumer's cursor is emptied with the nft tables.
      await resetDatabase(users);
      await app.reset();
    },
    close: async () => {
      await app.close();
      await users.destroy();
      await usersDatabase.drop();
      await node.stop();
    },
  };
}
