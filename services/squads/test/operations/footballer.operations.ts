import type { GraphQLOperation } from '@sfl/testing';

/** Footballer references as the gateway sends them to squads, with the fields squads adds. */
export const footballerOwnershipOperation = (footballerIds: readonly string[]): GraphQLOperation => ({
  query: `query Ownership($representations: [_Any!]!) { _entities(representations: $representations) {
    ... on Footballer { id ownership { gameweek lineups percent } } } }`,
  variables: { representations: footballerIds.map((id) => ({ __typename: 'Footballer', id })) },
});
