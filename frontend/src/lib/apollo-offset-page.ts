import type { FieldPolicy, Reference } from '@apollo/client';

type CachedPage = { __typename: string; total: number; items: readonly (Reference | object)[] };

/**
 * A list read a page at a time (Load more): one cached list per value of `keyArgs` (search, filters), each
 * page written at its offset. A read from offset 0 (the first page, a refetch, a poll of every page loaded)
 * replaces the list: what the server answers now wins over what was loaded before.
 */
export function offsetPagePolicy(keyArgs: string[] | false): FieldPolicy<CachedPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const offset = typeof args?.offset === 'number' ? args.offset : 0;
      if (!existing || offset === 0) return incoming;
      const items = existing.items.slice(0, offset);
      // An item that moved up while paging (one before it left the list) is not listed twice.
      const seen = new Set(items.map(refOf));
      for (const item of incoming.items) {
        const ref = refOf(item);
        if (ref === null || !seen.has(ref)) items.push(item);
      }
      return { ...incoming, items };
    },
  };
}

function refOf(item: Reference | object): string | null {
  return '__ref' in item && typeof item.__ref === 'string' ? item.__ref : null;
}
