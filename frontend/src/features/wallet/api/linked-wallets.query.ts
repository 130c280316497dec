import { graphql } from '@/graphql/__generated__';

export const LinkedWalletsDocument = graphql(`
  query LinkedWallets {
    me {
      id
      wallets {
        address
        linkedAt
      }
    }
  }
`);
