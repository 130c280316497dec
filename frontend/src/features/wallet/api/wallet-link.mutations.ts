import { graphql } from '@/graphql/__generated__';

export const RequestWalletLinkChallengeDocument = graphql(`
  mutation RequestWalletLinkChallenge($address: String!) {
    requestWalletLinkChallenge(address: $address) {
      nonce
      message
    }
  }
`);

export const LinkWalletDocument = graphql(`
  mutation LinkWallet($input: LinkWalletInput!) {
    linkWallet(input: $input) {
      address
      linkedAt
    }
  }
`);

export const UnlinkWalletDocument = graphql(`
  mutation UnlinkWallet($address: String!) {
    unlinkWallet(address: $address)
  }
`);
