import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, apiJson } from '@/lib/api-client';

// NFT queries retry once (chain reads are slow and rate-limited) and do not refetch on window focus (so no focus listener here).
export const NFT_QUERY_RETRY_DELAY_MS = 1000;

type QueryState<TData> = { path: string | null; data: TData | undefined; error: unknown };

export type NftQuery<TData> = {
  /** undefined until the first answer for the current path. */
  data: TData | undefined;
  /** The last failure, once the retry has failed too; cleared by the next success. */
  error: unknown;
  refetch: () => Promise<void>;
};

// A client error (401, 403, 404…) answers the same the second time: only network and server errors retry.
function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

async function getWithOneRetry<TSchema extends z.ZodType>(path: string, schema: TSchema) {
  try {
    return await apiJson('GET', path, schema);
  } catch (error) {
    if (!isWorthRetrying(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, NFT_QUERY_RETRY_DELAY_MS));
    return apiJson('GET', path, schema);
  }
}

/**
 * GET `path` (null: nothing to ask yet) checked by `schema`, on mount and when the path changes, with one
 * retry; `refetch` asks again and keeps showing the previous answer meanwhile.
 */
export function useNftQuery<TSchema extends z.ZodType>(
  path: string | null,
  schema: TSchema,
): NftQuery<z.output<TSchema>> {
  const [state, setState] = useState<QueryState<z.output<TSchema>>>({
    path: null,
    data: undefined,
    error: undefined,
  });
  // Only the latest request may write: a slow answer never overwrites a newer one.
  const latestRequest = useRef(0);

  const refetch = useCallback(async () => {
    if (path === null) return;
    const request = ++latestRequest.current;
    try {
      const data = await getWithOneRetry(path, schema);
      if (request === latestRequest.current) setState({ path, data, error: undefined });
    } catch (error) {
      if (request !== latestRequest.current) return;
      // A failed refetch keeps the data already on screen for this path.
      setState((previous) => ({ path, data: previous.path === path ? previous.data : undefined, error }));
    }
  }, [path, schema]);

  useEffect(() => {
    void refetch();
    return () => {
      latestRequest.current += 1;
    };
  }, [refetch]);

  const current = state.path === path;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, refetch };
}
