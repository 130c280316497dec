import { bcs } from '@mysten/sui/bcs';
import { normalizeStructTag, normalizeSuiAddress } from '@mysten/sui/utils';

// BCS layouts of our Move package's structs (player_card and market modules). A `UID`/`ID` is
// serialized as its 32-byte address, so `bcs.Address` reads both.

/** `PKG::player_card::PlayerCard has key, store { id: UID, player_id: String }` */
export const PlayerCard = bcs.struct('PlayerCard', { id: bcs.Address, player_id: bcs.string() });

/** `PKG::market::Listing has key, store { id: UID, card: PlayerCard, price: u64, seller: address }` */
export const Listing = bcs.struct('Listing', {
  id: bcs.Address,
  card: PlayerCard,
  price: bcs.u64(),
  seller: bcs.Address,
});

/** `PKG::market::Purchased has copy, drop { … }`, emitted by `market::buy`. */
export const Purchased = bcs.struct('Purchased', {
  listing_id: bcs.Address,
  card_id: bcs.Address,
  player_id: bcs.string(),
  price: bcs.u64(),
  seller: bcs.Address,
  buyer: bcs.Address,
});

export interface CollectionTypes {
  /** Normalized struct tags, comparable with === to the ChainReader's normalized types. */
  card: string;
  listing: string;
  market: string;
  purchased: string;
  /** Move-call target of `market::buy`, for `tx.moveCall({ target })`. */
  buy: string;
}

export function collectionTypes(packageId: string): CollectionTypes {
  const pkg = normalizeSuiAddress(packageId);
  return {
    card: normalizeStructTag(`${pkg}::player_card::PlayerCard`),
    listing: normalizeStructTag(`${pkg}::market::Listing`),
    market: normalizeStructTag(`${pkg}::market::Market`),
    purchased: normalizeStructTag(`${pkg}::market::Purchased`),
    buy: `${pkg}::market::buy`,
  };
}
