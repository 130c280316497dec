// The GraphQL operations behind the REST facade's NFT calls, and the one reshaping the REST shape
// needs: a card's player names its club by name, as the page shows it. Listings carry their player
// too (beyond the owned cards' fields), so that a buyer sees who the card is.

import { graphql } from '../graphql/__generated__';
import type { FacadeCardPlayerFieldsFragment } from '../graphql/__generated__/graphql';

// Spread by the documents below: codegen writes it into each, and types it (FacadeCardPlayerFieldsFragment).
graphql(`
  fragment FacadeCardPlayerFields on Footballer {
    name
    club {
      name
    }
    position
    rarity
    overall
  }
`);

// Spread by the documents below: codegen writes it into each, and types it (FacadeOwnedNftFieldsFragment).
graphql(`
  fragment FacadeOwnedNftFields on OwnedNft {
    id
    tradeportTokenId: tokenId
    purchasePrice
    verificationStatus
    player {
      ...FacadeCardPlayerFields
    }
  }
`);

// The REST lists are not paged: they answer the largest page a list field allows (limit: 100).

export const AVAILABLE_NFTS = graphql(`
  query FacadeAvailableNfts {
    nftListings(limit: 100) {
      id
      tokenId
      playerId
      contractAddress
      price
      seller
      player {
        ...FacadeCardPlayerFields
      }
    }
  }
`);
export const NFT_OWNERSHIP = graphql(`
  query FacadeNftOwnership($userId: ID!) {
    nftsOfUser(userId: $userId, limit: 100) {
      ...FacadeOwnedNftFields
    }
  }
`);
export const VERIFY_OWNERSHIP = graphql(`
  mutation FacadeVerifyNftOwnership($input: VerifyNftOwnershipInput!) {
    verifyNftOwnership(input: $input) {
      isValid
    }
  }
`);
export const RECORD_PURCHASE = graphql(`
  mutation FacadeRecordNftPurchase($input: RecordNftPurchaseInput!) {
    recordNftPurchase(input: $input) {
      ...FacadeOwnedNftFields
    }
  }
`);

/** A listing or an owned NFT as GraphQL answers it: its player is null for a footballer nobody knows. */
interface WithPlayer {
  player: FacadeCardPlayerFieldsFragment | null;
}

/** The REST shape of a card's player: `player { name, club, position, rarity, overall }`, club by name. */
export function withClubName<T extends WithPlayer>({ player, ...card }: T) {
  return { ...card, player: player && { ...player, club: player.club.name } };
}
