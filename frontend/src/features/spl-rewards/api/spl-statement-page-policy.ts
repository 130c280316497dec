import type { FieldPolicy, Reference } from '@apollo/client';

type CachedStatement = { __typename: string; total: number; nextCursor: string | null; items: Reference[] };

/**
 * splStatement read a page at a time by cursor: one cached statement, each older page (`before`)
 * appended; a read of the newest page (the first, or a refetch after the balance moved) replaces it,
 * so the lines always end at the balance the server answers now.
 */
export const splStatementPolicy: FieldPolicy<CachedStatement> = {
  keyArgs: false,
  merge(existing, incoming, { args }) {
    if (!existing || !args?.before) return incoming;
    const seen = new Set(existing.items.map((item) => item.__ref));
    return {
      ...incoming,
      items: [...existing.items, ...incoming.items.filter((item) => !seen.has(item.__ref))],
    };
  },
};
