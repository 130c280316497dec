import { bcs } from '@mysten/sui/bcs';
import type { GrpcTypes } from '@mysten/sui/grpc';
import { normalizeSuiAddress, toHex } from '@mysten/sui/utils';
import { collectionTypes, Listing, PlayerCard, Purchased } from '../player-collection';
import { newCoin } from './coin-transfer';
import type { FakeChainState } from './fake-state';
import type { FakeEvent } from './fake-types';
import { GRPC_STATUS, GrpcStatusError } from './grpc-web';
import type { CoinValue, ExecutionFailure, ObjectChange, Value } from './ptb-execution';

// Our Move package's `market::buy(market, card_id, payment, ctx)` as the fake assumes it behaves
// (design: on-chain model): remove the listing, abort unless the payment is exactly the price, pay
// the seller, hand the card to the sender, delete the listing, emit Purchased.

/** Abort codes of `market::buy` in the fake (the Move package's own constants are not known here). */
export const MARKET_ABORT = { NOT_LISTED: 1n, WRONG_PRICE: 2n } as const;

export interface BuyContext {
  state: FakeChainState;
  sender: string;
  lamportVersion: bigint;
  command: number;
}

export type BuyOutcome =
  | { failure: ExecutionFailure }
  | { changes: ObjectChange[]; events: FakeEvent[]; credits: [string, bigint][] };

function reject(message: string): never {
  throw new GrpcStatusError(GRPC_STATUS.INVALID_ARGUMENT, message);
}

export function executeBuy(
  { state, sender, command }: BuyContext,
  call: GrpcTypes.MoveCall,
  market: Value,
  cardIdArg: Value,
  payment: CoinValue,
): BuyOutcome {
  const collection = state.collection;
  const target = `${normalizeSuiAddress(call.package ?? '0x0')}::${call.module}::${call.function}`;
  if (!collection || target !== collectionTypes(collection.packageId).buy) {
    throw new GrpcStatusError(GRPC_STATUS.UNIMPLEMENTED, `the fake node does not execute ${target}`);
  }
  if (market.kind !== 'object' || market.object.objectId !== collection.marketId || !market.mutable) {
    reject('buy expects the market as a mutable shared object');
  }
  if (cardIdArg.kind !== 'pure') reject('buy expects the card id as a pure ID');
  const cardId = bcs.Address.parse(cardIdArg.bytes);
  const abort = (abortCode: bigint): BuyOutcome => ({
    failure: {
      kind: 'MoveAbort',
      command,
      abortCode,
      packageId: collection.packageId,
      module: 'market',
      functionName: 'buy',
    },
  });

  const field = state
    .fieldsOf(collection.marketId)
    .find((f) => toHex(f.nameBcs) === toHex(bcs.Address.serialize(cardId).toBytes()));
  const fieldObject = field && state.getObject(field.fieldId);
  const listingObject = field && state.getObject(field.childId);
  if (!field || !fieldObject || !listingObject?.content) return abort(MARKET_ABORT.NOT_LISTED);
  const listing = Listing.parse(listingObject.content);
  const price = BigInt(listing.price);
  if (payment.amount !== price) return abort(MARKET_ABORT.WRONG_PRICE);

  const types = collectionTypes(collection.packageId);
  const seller = normalizeSuiAddress(listing.seller);
  const changes: ObjectChange[] = [
    {
      objectId: market.object.objectId,
      type: market.object.type,
      before: market.object,
      after: { owner: market.object.owner, content: market.object.content },
      idOperation: 'None',
    },
    {
      objectId: fieldObject.objectId,
      type: fieldObject.type,
      before: fieldObject,
      after: null,
      idOperation: 'Deleted',
    },
    {
      objectId: listingObject.objectId,
      type: listingObject.type,
      before: listingObject,
      after: null,
      idOperation: 'Deleted',
    },
    // Unwrapped from the listing: it existed before, so its id is neither created nor deleted.
    {
      objectId: cardId,
      type: types.card,
      before: null,
      after: {
        owner: { kind: 'address', address: sender },
        content: PlayerCard.serialize(listing.card).toBytes(),
      },
      idOperation: 'None',
    },
    newCoin(state, seller, price),
  ];
  const event: FakeEvent = {
    type: types.purchased,
    sender,
    bcs: Purchased.serialize({
      listing_id: listingObject.objectId,
      card_id: cardId,
      player_id: listing.card.player_id,
      price,
      seller,
      buyer: sender,
    }).toBytes(),
  };
  return { changes, events: [event], credits: [[seller, price]] };
}
