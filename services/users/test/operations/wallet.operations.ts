import type { GraphQLOperation } from '@sfl/testing';

export const requestChallengeOperation = (address: string): GraphQLOperation => ({
  query: `mutation Challenge($address: String!) {
    requestWalletLinkChallenge(address: $address) { nonce message expiresAt }
  }`,
  variables: { address },
});

export const linkWalletOperation = (nonce: string, signature: string): GraphQLOperation => ({
  query: `mutation Link($input: LinkWalletInput!) { linkWallet(input: $input) { address linkedAt } }`,
  variables: { input: { nonce, signature } },
});

export const unlinkWalletOperation = (address: string): GraphQLOperation => ({
  query: 'mutation Unlink($address: String!) { unlinkWallet(address: $address) }',
  variables: { address },
});

export const myWalletsOperation = (): GraphQLOperation => ({
  query: 'query MyWallets { me { id wallets { address linkedAt } } }',
});

export const userWalletsOperation = (id: string): GraphQLOperation => ({
  query: `query Wallets($reps: [_Any!]!) {
    _entities(representations: $reps) { ... on User { id wallets { address } } }
  }`,
  variables: { reps: [{ __typename: 'User', id }] },
});
