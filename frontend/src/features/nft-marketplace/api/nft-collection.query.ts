import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { z } from 'zod';

// What the browser needs to build a buy (`nftCollection` of the nft subgraph), checked with zod like the
// REST answers. Parsed from a plain string on purpose: codegen validates tagged documents against
// gateway/api-schema.graphql, which lacks the field until the nft subgraph is composed. Once it has it,
// this can become a typed graphql() document.
export const NftCollectionDocument: TypedDocumentNode<unknown> = parse(`
  query NftCollection {
    nftCollection {
      network
      packageId
      marketId
      cardType
    }
  }
`);

const nftCollectionAnswerSchema = z.object({
  nftCollection: z.object({
    network: z.string(),
    packageId: z.string().nullable(),
    marketId: z.string().nullable(),
    cardType: z.string().nullable(),
  }),
});

export type NftCollection = z.output<typeof nftCollectionAnswerSchema>['nftCollection'];

/** The collection's package and market ids (cached by Apollo: they change only with a redeploy). */
export async function loadNftCollection(client: ApolloClient): Promise<NftCollection> {
  const { data, error } = await client.query({ query: NftCollectionDocument, fetchPolicy: 'cache-first' });
  if (error) throw error;
  return nftCollectionAnswerSchema.parse(data).nftCollection;
}
