import { bcs } from '@mysten/sui/bcs';
import { deriveDynamicFieldID, normalizeSuiAddress } from '@mysten/sui/utils';
import { collectionTypes, Listing, PlayerCard } from '../player-collection';
import {
  coinContent,
  DYNAMIC_OBJECT_FIELD_TYPE,
  type FakeChainState,
  SUI_COIN_TYPE,
  type StoredObject,
} from './fake-state';
import type { FakeCard, FakeCollection, FakeListing } from './fake-types';

// Seeds the state the way our Move package lays it out (design: on-chain model): a shared market,
// cards owned by addresses, listings as dynamic object fields of the market keyed by the card id.

const LISTING_KEY_TYPE = '0x2::object::ID';
const WRAPPED_KEY_TYPE = `0x2::dynamic_object_field::Wrapper<${LISTING_KEY_TYPE}>`;
const FieldContent = bcs.struct('Field', { id: bcs.Address, name: bcs.Address, value: bcs.Address });

function requireCollection(state: FakeChainState): FakeCollection {
  if (!state.collection) throw new Error('FakeSuiNode: call useCollection({ packageId, marketId }) first');
  return state.collection;
}

export function useCollection(state: FakeChainState, collection: FakeCollection): void {
  const packageId = normalizeSuiAddress(collection.packageId);
  const marketId = normalizeSuiAddress(collection.marketId);
  state.collection = { packageId, marketId };
  state.putObject({
    objectId: marketId,
    owner: { kind: 'shared', initialVersion: 1n },
    type: collectionTypes(packageId).market,
    version: 1n,
    content: bcs.Address.serialize(marketId).toBytes(),
  });
}

export function putCard(state: FakeChainState, card: FakeCard, version = 1n): StoredObject {
  const { packageId } = requireCollection(state);
  return state.putObject({
    objectId: card.cardId,
    owner: { kind: 'address', address: normalizeSuiAddress(card.owner) },
    type: collectionTypes(packageId).card,
    version,
    content: PlayerCard.serialize({
      id: normalizeSuiAddress(card.cardId),
      player_id: card.playerId,
    }).toBytes(),
  });
}

export function listCard(state: FakeChainState, listing: FakeListing): void {
  const { packageId, marketId } = requireCollection(state);
  const cardId = normalizeSuiAddress(listing.cardId);
  const listingId = normalizeSuiAddress(listing.listingId);
  const nameBcs = bcs.Address.serialize(cardId).toBytes();
  const fieldId = deriveDynamicFieldID(marketId, WRAPPED_KEY_TYPE, nameBcs);
  // The card is wrapped in the listing while for sale, so it is no object of its own.
  state.deleteObject(cardId);
  state.fields.set(fieldId, {
    fieldId,
    parentId: marketId,
    nameType: LISTING_KEY_TYPE,
    nameBcs,
    childId: listingId,
  });
  state.putObject({
    objectId: fieldId,
    owner: { kind: 'object', parentId: marketId },
    type: DYNAMIC_OBJECT_FIELD_TYPE,
    version: 1n,
    content: FieldContent.serialize({ id: fieldId, name: cardId, value: listingId }).toBytes(),
  });
  state.putObject({
    objectId: listingId,
    owner: { kind: 'object', parentId: fieldId },
    type: collectionTypes(packageId).listing,
    version: 1n,
    content: Listing.serialize({
      id: listingId,
      card: { id: cardId, player_id: listing.playerId },
      price: listing.price,
      seller: normalizeSuiAddress(listing.seller),
    }).toBytes(),
  });
}

export function putCoin(
  state: FakeChainState,
  objectId: string,
  owner: string,
  balance: bigint,
  version = 1n,
) {
  return state.putObject({
    objectId,
    owner: { kind: 'address', address: normalizeSuiAddress(owner) },
    type: SUI_COIN_TYPE,
    version,
    balance,
    content: coinContent(normalizeSuiAddress(objectId), balance),
  });
}

/** A new gas coin of `mist` owned by the address. */
export function fund(state: FakeChainState, address: string, mist: bigint): StoredObject {
  return putCoin(state, state.newObjectId(), address, mist);
}
