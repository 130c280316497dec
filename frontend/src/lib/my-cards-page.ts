/**
 * How many cards `myCards` answers when not told (the server's default page). Views that need every owned
 * card (the squad builder, the cards to sell) read page after page of this size.
 */
export const MY_CARDS_PAGE_SIZE = 100;
