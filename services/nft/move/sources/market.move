/// Direct sales of player cards: the card goes straight to the buyer's address (no Kiosk, so the
/// server's ownership check, "AddressOwner is the manager's wallet", holds after a purchase).
module sfl::market;

use sfl::player_card::PlayerCard;
use std::string::String;
use sui::coin::Coin;
use sui::dynamic_object_field as dof;
use sui::event;
use sui::sui::SUI;

// The fake Sui node of the tests aborts with the same codes (packages/sui-chain/src/testing/market-rules.ts).
const ENotListed: u64 = 1;
const EWrongPayment: u64 = 2;
const ENotSeller: u64 = 3;

/// Shared. Every listing is a dynamic object field keyed by the card's ID, so the server lists
/// them by reading the market's dynamic fields.
public struct Market has key { id: UID }

public struct Listing has key, store {
    id: UID,
    card: PlayerCard,
    price: u64,
    seller: address,
}

/// What the server reads from a purchase transaction to verify it.
public struct Purchased has copy, drop {
    listing_id: ID,
    card_id: ID,
    player_id: String,
    price: u64,
    seller: address,
    buyer: address,
}

fun init(ctx: &mut TxContext) {
    transfer::share_object(Market { id: object::new(ctx) });
}

public fun list(market: &mut Market, card: PlayerCard, price: u64, ctx: &mut TxContext) {
    let card_id = object::id(&card);
    let listing = Listing { id: object::new(ctx), card, price, seller: ctx.sender() };
    dof::add(&mut market.id, card_id, listing);
}

public fun delist(market: &mut Market, card_id: ID, ctx: &TxContext): PlayerCard {
    assert!(dof::exists_(&market.id, card_id), ENotListed);
    let Listing { id, card, price: _, seller } = dof::remove<ID, Listing>(&mut market.id, card_id);
    assert!(seller == ctx.sender(), ENotSeller);
    id.delete();
    card
}

/// Pays the seller exactly the listed price and sends the card to the buyer.
public fun buy(market: &mut Market, card_id: ID, payment: Coin<SUI>, ctx: &mut TxContext) {
    assert!(dof::exists_(&market.id, card_id), ENotListed);
    let Listing { id, card, price, seller } = dof::remove<ID, Listing>(&mut market.id, card_id);
    assert!(payment.value() == price, EWrongPayment);
    event::emit(Purchased {
        listing_id: id.to_inner(),
        card_id,
        player_id: card.player_id(),
        price,
        seller,
        buyer: ctx.sender(),
    });
    id.delete();
    transfer::public_transfer(payment, seller);
    transfer::public_transfer(card, ctx.sender());
}
