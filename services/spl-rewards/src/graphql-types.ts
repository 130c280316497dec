import { graphqlTypeScope } from '@sfl/subgraph';

/** Every GraphQL type of the spl-rewards subgraph registers here (see graphqlTypeScope). */
export const SplRewardsTypes = graphqlTypeScope('spl-rewards');
