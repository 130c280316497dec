import { graphqlTypeScope } from '@sfl/subgraph';

/** Every GraphQL type of the nft subgraph registers here (see graphqlTypeScope). */
export const NftTypes = graphqlTypeScope('nft');
