import { normalizeSuiAddress } from '@mysten/sui/utils';
import { collectionTypes, Listing, PlayerCard, Purchased } from './player-collection';

const PKG = normalizeSuiAddress('0xabc');
const CARD = normalizeSuiAddress('0xc1');

describe('collectionTypes', () => {
  it('gives normalized struct tags and the buy target, whatever the package id form', () => {
    expect(collectionTypes('0xABC')).toEqual({
      card: `${PKG}::player_card::PlayerCard`,
      listing: `${PKG}::market::Listing`,
      market: `${PKG}::market::Market`,
      purchased: `${PKG}::market::Purchased`,
      buy: `${PKG}::market::buy`,
    });
  });
});

describe('collection BCS', () => {
  it('round-trips a listing with its wrapped card', () => {
    const listing = {
      id: normalizeSuiAddress('0x11'),
      card: { id: CARD, player_id: 'f2a9c6d0-0000-4000-8000-000000000001' },
      price: '1500000000',
      seller: normalizeSuiAddress('0x5e11e4'),
    };
    expect(Listing.parse(Listing.serialize(listing).toBytes())).toEqual(listing);
  });

  it('lays a card out as its 32-byte id then the player id string', () => {
    const bytes = PlayerCard.serialize({ id: CARD, player_id: 'p1' }).toBytes();
    expect(bytes).toHaveLength(32 + 1 + 2);
  });

  it('round-trips a Purchased event', () => {
    const event = {
      listing_id: normalizeSuiAddress('0x11'),
      card_id: CARD,
      player_id: 'p1',
      price: '10',
      seller: normalizeSuiAddress('0x5e11e4'),
      buyer: normalizeSuiAddress('0xb0b'),
    };
    expect(Purchased.parse(Purchased.serialize(event).toBytes())).toEqual(event);
  });
});
