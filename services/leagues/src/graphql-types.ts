import { graphqlTypeScope } from '@sfl/subgraph';

/** Every GraphQL type of the leagues subgraph registers here (see graphqlTypeScope). */
export const LeaguesTypes = graphqlTypeScope('leagues');
