import { graphqlTypeScope } from '@sfl/subgraph';

/** Every GraphQL type of the squads subgraph registers here (see graphqlTypeScope). */
export const SquadsTypes = graphqlTypeScope('squads');
