import { graphql } from '../__generated__';
import { graphqlAs } from './graphql-request';
import type { Manager } from './managers';

const NewCardOffersDocument = graphql(`
  query E2eNewCardOffers($limit: Int!, $offset: Int!) {
    newCardOffers(limit: $limit, offset: $offset) {
      total
      items {
        price
        remaining
        players {
          id
          name
        }
      }
    }
  }
`);

const MyFootballersDocument = graphql(`
  query E2eMyFootballers {
    myCards {
      footballer {
        id
      }
    }
  }
`);

/**
 * A new card of the cheapest tier (the product sells them best overall first), of a footballer none of
 * `managers` has a card of: on /squad and in the sell form it is then the one bought, and outside every
 * locked lineup, so its buyer may list it.
 */
export async function cheapestUnownedOffer(
  managers: readonly Manager[],
): Promise<{ player: string; price: number }> {
  const owned = new Set<string>();
  for (const { page } of managers) {
    const { myCards } = await graphqlAs(page.request, MyFootballersDocument);
    for (const card of myCards) owned.add(card.footballer.id);
  }
  const { request } = managers[0]!.page;
  const { newCardOffers: all } = await graphqlAs(request, NewCardOffersDocument, { limit: 1, offset: 0 });
  const { newCardOffers: cheapest } = await graphqlAs(request, NewCardOffersDocument, {
    limit: 100,
    offset: Math.max(0, all.total - 100),
  });
  const offer = cheapest.items.findLast((item) => !owned.has(item.players.id) && item.remaining > 0)!;
  return { player: offer.players.name, price: offer.price };
}
