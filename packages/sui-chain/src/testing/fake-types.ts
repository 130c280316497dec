// Public seeding shapes of the FakeSuiNode. Ids and addresses may be short or upper case: the fake
// normalizes them; types are served as given, like the node's own formatting.

/** An address string for an address owner, or one of the other owner kinds. */
export type FakeOwner =
  | string
  | { kind: 'object'; parentId: string }
  | { kind: 'shared'; initialVersion?: bigint }
  | { kind: 'immutable' };

export interface FakeObject {
  objectId: string;
  owner: FakeOwner;
  /** Returned as given, like the node's own formatting; the client normalizes it. */
  type: string;
  version?: bigint;
  /** The Move struct's BCS, served as the object's `contents`. */
  content?: Uint8Array;
}

export interface FakeEvent {
  /** Struct tag of the event, e.g. `0xabc::market::Purchased`. */
  type: string;
  sender: string;
  bcs: Uint8Array;
}

export interface FakeTransaction {
  digest: string;
  status: 'success' | 'failure';
  sender: string;
  balanceChanges?: { address: string; coinType: string; amount: bigint }[];
  changedObjects?: {
    objectId: string;
    outputOwner: FakeOwner | null;
    idOperation: 'Created' | 'Deleted' | 'None';
  }[];
  /** Object type per changed object id. */
  objectTypes?: Record<string, string>;
  events?: FakeEvent[];
}

/** Our Move package and its shared market object (notes on the on-chain model in the design). */
export interface FakeCollection {
  packageId: string;
  marketId: string;
}

export interface FakeCard {
  cardId: string;
  /** The footballer's id, stored in the card as `player_id`. */
  playerId: string;
  owner: string;
}

export interface FakeListing {
  listingId: string;
  cardId: string;
  playerId: string;
  /** In MIST. */
  price: bigint;
  seller: string;
}
