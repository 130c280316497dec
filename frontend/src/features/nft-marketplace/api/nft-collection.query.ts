import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/graphql/__generated__';
import type { NftCollectionQuery } from '@/graphql/__generated__/graphql';

/** What the browser needs to build a buy: the nft subgraph's collection on its network. */
export const NftCollectionDocument = graphql(`
  query NftCollection {
    nftCollection {
      network
      packageId
      marketId
      cardType
    }
  }
`);

export type NftCollection = NftCollectionQuery['nftCollection'];

/** The collection's package and market ids (cached by Apollo: they change only with a redeploy). */
export async function loadNftCollection(client: ApolloClient): Promise<NftCollection> {
  const { data, error } = await client.query({ query: NftCollectionDocument, fetchPolicy: 'cache-first' });
  if (error) throw error;
  if (!data) throw new Error('The NFT collection query answered no data');
  return data.nftCollection;
}
