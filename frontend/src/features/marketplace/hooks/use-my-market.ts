import { skipToken, useQuery } from '@apollo/client/react';
import { MyMarketCardsFromDocument, MyMarketDocument } from '@/features/marketplace/api/market.queries';
import { MY_CARDS_PAGE_SIZE } from '@/lib/my-cards-page';
import { useRemainingPages } from '@/lib/use-remaining-pages';

/** Signed in: the caller's SPL, listings and cards, every page of the cards read (any of them may be sold). */
export function useMyMarket(signedIn: boolean) {
  const myMarket = useQuery(MyMarketDocument, signedIn ? { fetchPolicy: 'cache-and-network' } : skipToken);
  useRemainingPages(
    myMarket.data?.myCards.length,
    MY_CARDS_PAGE_SIZE,
    myMarket.fetchMore,
    MyMarketCardsFromDocument,
  );
  return myMarket;
}
