import { graphqlTypeScope } from '@sfl/subgraph';

/** Every GraphQL type of the matches subgraph registers here (see graphqlTypeScope). */
export const MatchesTypes = graphqlTypeScope('matches');
