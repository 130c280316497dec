// The chain as the services see it: plain data, addresses and type tags in their normalized long
// form, so callers compare with === after normalizing their own inputs the same way.

export interface ObjectOwnership {
  exists: boolean;
  /** Set only for an address-owned object; kiosk/object-owned, shared or immutable objects give null. */
  owner: string | null;
  /** Normalized struct tag; null when the object does not exist. */
  type: string | null;
  /** The Move struct's BCS (decode with e.g. `PlayerCard`); null when the object does not exist. */
  content: Uint8Array | null;
}

/** An object read with its contents, e.g. a child of a dynamic object field. */
export interface ChainObject {
  objectId: string;
  /** Normalized struct tag. */
  type: string;
  /** The Move struct's BCS. */
  content: Uint8Array;
}

export interface ChainEvent {
  /** Normalized struct tag, e.g. `0x…::market::Purchased`. */
  type: string;
  sender: string;
  /** The event struct's BCS (decode with e.g. `Purchased`). */
  bcs: Uint8Array;
}

export type TransactionStatus = 'success' | 'failure' | 'not-found';

export interface BalanceChange {
  address: string;
  coinType: string;
  /** Net change in the coin's smallest unit: positive for the receiver, negative for the payer. */
  amount: bigint;
}

export type IdOperation = 'Created' | 'Deleted' | 'None' | 'Unknown';

export interface ChangedObject {
  objectId: string;
  /** Address that owns the object after the transaction; null when not address-owned or deleted. */
  outputOwner: string | null;
  idOperation: IdOperation;
}

export interface ChainTransaction {
  digest: string;
  status: TransactionStatus;
  /** Null only when the digest is not found. */
  sender: string | null;
  balanceChanges: BalanceChange[];
  changedObjects: ChangedObject[];
  /** Normalized struct tag per changed object id. */
  objectTypes: Record<string, string>;
  /** Events emitted, in order; empty when not found or failed. */
  events: ChainEvent[];
}

export interface ChainReader {
  getObjectOwnership(objectId: string): Promise<ObjectOwnership>;
  /** Every child object of the parent's dynamic object fields (all pages), e.g. a market's listings. */
  listDynamicObjects(parentId: string): Promise<ChainObject[]>;
  getTransaction(digest: string): Promise<ChainTransaction>;
  /** The SuiNS default (reverse) name of an address, or null when it has none. */
  defaultName(address: string): Promise<string | null>;
  /** False for a malformed or invalid signature or another signer; throws only on transport failures. */
  verifyPersonalMessage(message: Uint8Array, signature: string, address: string): Promise<boolean>;
}
