import type { GraphQLOperation } from '@sfl/testing';

const PLAYER_CARD_FIELDS = 'id source rarity season serial supply value footballer { id }';

export const myCardsOperation = (page: { limit?: number; offset?: number } = {}): GraphQLOperation => ({
  query: `query MyCards($limit: Int, $offset: Int) { myCards(limit: $limit, offset: $offset) { ${PLAYER_CARD_FIELDS} } }`,
  variables: page,
});

/** What the gateway asks when another subgraph (squads) answers PlayerCard references. */
export const playerCardReferencesOperation = (ids: string[]): GraphQLOperation => ({
  query: `query PlayerCardReferences($representations: [_Any!]!) {
    _entities(representations: $representations) { ... on PlayerCard { ${PLAYER_CARD_FIELDS} } }
  }`,
  variables: { representations: ids.map((id) => ({ __typename: 'PlayerCard', id })) },
});
