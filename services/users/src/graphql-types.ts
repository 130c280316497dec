import { graphqlTypeScope } from '@sfl/subgraph';

/** Every GraphQL type of the users subgraph registers here (see graphqlTypeScope). */
export const UsersTypes = graphqlTypeScope('users');
