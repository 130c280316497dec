import type { GraphQLOperation } from '@sfl/testing';

const OWNED_NFT_FIELDS = `id tokenId contractAddress purchasePrice verificationStatus transactionDigest
  walletAddress acquiredAt player { id }`;

export const nftListingsOperation = (): GraphQLOperation => ({
  query: `query NftListings {
    nftListings { id tokenId playerId contractAddress price seller player { id } }
  }`,
});

export const nftCollectionOperation = (): GraphQLOperation => ({
  query: 'query NftCollection { nftCollection { network packageId marketId cardType } }',
});

export const verifyOwnershipOperation = (input: {
  userAddress: string;
  tokenId: string;
  contractAddress: string;
}): GraphQLOperation => ({
  query: `mutation VerifyOwnership($input: VerifyNftOwnershipInput!) {
    verifyNftOwnership(input: $input) { isValid }
  }`,
  variables: { input },
});

export interface RecordPurchaseVariables {
  tokenId: string;
  contractAddress: string;
  purchasePrice: string | number;
  transactionHash: string;
  userWalletAddress: string;
}

export const recordPurchaseOperation = (input: RecordPurchaseVariables): GraphQLOperation => ({
  query: `mutation RecordPurchase($input: RecordNftPurchaseInput!) {
    recordNftPurchase(input: $input) { ${OWNED_NFT_FIELDS} }
  }`,
  variables: { input },
});

export const myNftsOperation = (): GraphQLOperation => ({
  query: `query MyNfts { myNfts { ${OWNED_NFT_FIELDS} } }`,
});

export const nftsOfUserOperation = (userId: string): GraphQLOperation => ({
  query: `query NftsOfUser($userId: ID!) { nftsOfUser(userId: $userId) { ${OWNED_NFT_FIELDS} } }`,
  variables: { userId },
});
