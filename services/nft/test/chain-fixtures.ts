import { randomBytes } from 'node:crypto';
import { toBase58 } from '@mysten/sui/utils';
import { collectionTypes, Purchased } from '@sfl/sui-chain';
import type { FakeSuiNode, FakeTransaction } from '@sfl/sui-chain/testing';
import { randomId, TEST_COLLECTION } from './nft-test-app';

export const types = collectionTypes(TEST_COLLECTION.packageId);
export const SUI = '0x2::sui::SUI';
export const GAS = 1_000_000n;

export const randomDigest = () => toBase58(randomBytes(32));

export interface PurchaseFixture {
  digest: string;
  cardId: string;
  listingId: string;
  playerId: string;
  price: bigint;
  buyer: string;
  seller: string;
}

/** A purchase as `market::buy` leaves it on chain; every part can be bent to break one rule. */
export interface PurchaseOverrides {
  /** the card bought (default: a new one) and the footballer it names */
  cardId?: string;
  playerId?: string;
  status?: FakeTransaction['status'];
  sender?: string;
  /** what the seller's balance changed by (default: the price) */
  sellerReceived?: bigint;
  /** the event as emitted; `null` for no Purchased event at all */
  event?: Partial<{ type: string; buyer: string; cardId: string }> | null;
  /** who the card went to in the transaction, and its type there */
  cardOutputOwner?: string;
  cardType?: string;
  /** who owns the card now (default: the buyer); `null` when it is gone */
  ownerNow?: string | null;
}

export function seedPurchase(
  node: FakeSuiNode,
  buyer: string,
  price: bigint,
  overrides: PurchaseOverrides = {},
): PurchaseFixture {
  const fixture: PurchaseFixture = {
    digest: randomDigest(),
    cardId: overrides.cardId ?? randomId(),
    listingId: randomId(),
    playerId: overrides.playerId ?? 'b3c1f7a2-0d4e-4c57-9a61-2f8e5d3c9b10',
    price,
    buyer,
    seller: randomId(),
  };
  const event = overrides.event === null ? null : (overrides.event ?? {});
  node.addTransaction({
    digest: fixture.digest,
    status: overrides.status ?? 'success',
    sender: overrides.sender ?? buyer,
    balanceChanges: [
      { address: fixture.seller, coinType: SUI, amount: overrides.sellerReceived ?? price },
      { address: buyer, coinType: SUI, amount: -(price + GAS) },
    ],
    changedObjects: [
      { objectId: fixture.cardId, outputOwner: overrides.cardOutputOwner ?? buyer, idOperation: 'None' },
      { objectId: fixture.listingId, outputOwner: null, idOperation: 'Deleted' },
    ],
    objectTypes: { [fixture.cardId]: overrides.cardType ?? types.card, [fixture.listingId]: types.listing },
    events: event
      ? [
          {
            type: event.type ?? types.purchased,
            sender: buyer,
            bcs: Purchased.serialize({
              listing_id: fixture.listingId,
              card_id: event.cardId ?? fixture.cardId,
              player_id: fixture.playerId,
              price,
              seller: fixture.seller,
              buyer: event.buyer ?? buyer,
            }).toBytes(),
          },
        ]
      : [],
  });
  const ownerNow = overrides.ownerNow === undefined ? buyer : overrides.ownerNow;
  if (ownerNow) node.mintCard({ cardId: fixture.cardId, playerId: fixture.playerId, owner: ownerNow });
  return fixture;
}
