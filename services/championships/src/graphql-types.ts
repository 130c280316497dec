import { graphqlTypeScope } from '@sfl/subgraph';

/** Every GraphQL type of the championships subgraph registers here (see graphqlTypeScope). */
export const ChampionshipsTypes = graphqlTypeScope('championships');
