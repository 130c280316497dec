import { skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '@/lib/query/api-query';
import { retryUpTo } from '@/lib/query/query-client';

// NFT queries retry once (not twice like the other queries) and never refetch on window focus.
export const NFT_QUERY_RETRIES = 1;

/** GET `path` (null: nothing to ask yet) checked by `schema`, with the NFT page's retry rule. */
export function useNftQuery<TSchema extends z.ZodType>(path: string | null, schema: TSchema) {
  const options = apiQueryOptions(path ?? '', schema);
  return useQuery({
    ...options,
    queryFn: path === null ? skipToken : options.queryFn,
    retry: retryUpTo(NFT_QUERY_RETRIES),
    refetchOnWindowFocus: false,
  });
}
