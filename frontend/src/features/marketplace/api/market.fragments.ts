import { graphql } from '@/graphql/__generated__';

// What every market view reads of a footballer, a listing, an offer and a purchase; one shape each, so a
// mutation's answer (a repriced listing) replaces the cached one on every list at once.
graphql(`
  fragment MarketPlayerFields on MarketPlayer {
    id
    name
    club
    overall
    position
    rarity
  }
`);

graphql(`
  fragment MarketListingFields on MarketListing {
    id
    cardId
    listedAt
    marketplace {
      id
      price
      isActive
    }
    players {
      ...MarketPlayerFields
    }
    users {
      id
      username
    }
  }
`);

// A card on the Listings tab: the listing, and how its player is doing (form, next fixture). Not in
// MarketListingFields: the Sell tab's listings (a hundred) show neither, and cost less without them.
graphql(`
  fragment MarketListingCardFields on MarketListing {
    ...MarketListingFields
    players {
      id
      footballer {
        ...MarketPlayerForm_footballer
      }
    }
  }
`);

graphql(`
  fragment NewCardOfferFields on NewCardOffer {
    price
    remaining
    players {
      ...MarketPlayerFields
      footballer {
        ...MarketPlayerForm_footballer
      }
    }
  }
`);

graphql(`
  fragment MarketPurchaseFields on MarketPurchase {
    id
    status
    failureReason
    listingId
    footballerId
    price
    cardId
  }
`);

// A card of the caller's the Sell tab may list (the first page and the ones after it read the same).
graphql(`
  fragment SellableCardFields on PlayerCard {
    id
    source
    rarity
    value
    footballer {
      id
      name
      position
      overall
      club {
        id
        name
      }
    }
  }
`);
