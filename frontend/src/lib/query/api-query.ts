import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';

/**
 * A GET of the REST facade as a query: the path is the query key, and the answer is checked by `schema` so
 * components get typed, trusted data.
 */
export function apiQueryOptions<TSchema extends z.ZodType>(path: string, schema: TSchema) {
  return queryOptions({
    queryKey: [path],
    queryFn: ({ queryKey: [keyPath] }) => apiJson('GET', keyPath, schema),
  });
}
