/// The collectible player tokens: one object per card, naming the footballer it stands for.
module sfl::player_card;

use std::string::String;

public struct PlayerCard has key, store {
    id: UID,
    /// The footballer's id in the matches service (a uuid).
    player_id: String,
}

/// Held by the publisher: only its holder mints cards.
public struct MintCap has key, store { id: UID }

fun init(ctx: &mut TxContext) {
    transfer::public_transfer(MintCap { id: object::new(ctx) }, ctx.sender());
}

public fun mint(_: &MintCap, player_id: String, ctx: &mut TxContext): PlayerCard {
    PlayerCard { id: object::new(ctx), player_id }
}

public fun player_id(card: &PlayerCard): String {
    card.player_id
}
