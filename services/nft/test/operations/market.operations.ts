import type { GraphQLOperation } from '@sfl/testing';

const FOOTBALLER_MARKET_FIELDS = `floors { rarity price listings }
  lastSales(limit: $limit) { price rarity soldAt }
  priceHistory(days: $days) { day averagePrice lowestPrice sales }`;

/**
 * What the gateway asks when a page shows footballers (matches answers them) with their market:
 * their references, each with his market; `limit` and `days` as the fields' defaults unless given.
 */
export const footballerMarketsOperation = (
  footballerIds: string[],
  args: { limit?: number; days?: number } = {},
): GraphQLOperation => ({
  query: `query FootballerMarkets($representations: [_Any!]!, $limit: Int, $days: Int) {
    _entities(representations: $representations) { ... on Footballer { id market { ${FOOTBALLER_MARKET_FIELDS} } } }
  }`,
  variables: { representations: footballerIds.map((id) => ({ __typename: 'Footballer', id })), ...args },
});
