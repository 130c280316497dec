import { useEffect, useRef, useState } from 'react';
import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { PositionGroup } from '@/graphql/__generated__/graphql';
import {
  marketViewVariablesOf,
  type MarketView,
  type MarketViewVariables,
} from '@/features/marketplace/utils/market-view';

/** Cards per read: four rows of three. */
export const MARKET_PAGE_SIZE = 12;
/** The server answers at most 100 items per read. */
const MAX_READ = 100;
/** How often a visitor's lists are read again (no socket without a session). */
export const MARKET_POLL_MS = 15_000;

/** What a list is read for: the search and the position, the sort and the figures filters. */
export type MarketPageFilters = { search: string | null; position: PositionGroup | null } & MarketView;

type PageVariables = { search: string | null; position: PositionGroup | null } & MarketViewVariables & {
    limit: number;
    offset: number;
  };
type Page<T> = { total: number; items: T[] };

/**
 * One of the market's searched, sorted and filtered lists (listings, new cards) read a page at a time from the server, with Load
 * more by the total; while `poll`, every page loaded is read again every few seconds.
 */
export function useMarketPage<TData, T>(
  document: TypedDocumentNode<TData, PageVariables>,
  pageOf: (data: TData) => Page<T>,
  { search, position, ...view }: MarketPageFilters,
  poll: boolean,
) {
  const client = useApolloClient();
  // The server's sort has a default and refuses null: what is not chosen is not sent.
  const variables: PageVariables = {
    search,
    position,
    ...marketViewVariablesOf(view),
    limit: MARKET_PAGE_SIZE,
    offset: 0,
  };
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(document, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const page = shown ? pageOf(shown) : undefined;
  const [loadingMore, setLoadingMore] = useState(false);

  const loaded = page?.items.length ?? 0;
  const pollRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    pollRef.current = () => {
      client
        .query({
          query: document,
          variables: { ...variables, limit: Math.min(MAX_READ, Math.max(MARKET_PAGE_SIZE, loaded)) },
          fetchPolicy: 'network-only',
        })
        // A failed read keeps what is shown; the next one tries again.
        .catch(() => undefined);
    };
  });
  useEffect(() => {
    if (!poll) return;
    const timer = setInterval(() => pollRef.current(), MARKET_POLL_MS);
    return () => clearInterval(timer);
  }, [poll]);

  async function loadMore() {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { offset: loaded } });
    } catch {
      // The button stays: the next click tries again.
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    items: page?.items,
    total: page?.total ?? 0,
    refreshing: data === undefined && networkStatus !== NetworkStatus.error && shown !== undefined,
    failed: error !== undefined,
    retry: () => void refetch().catch(() => undefined),
    loadingMore,
    loadMore: () => void loadMore(),
  };
}
