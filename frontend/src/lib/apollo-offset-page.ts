import type { FieldPolicy, Reference } from '@apollo/client';

type CachedItems = readonly (Reference | object)[];
type CachedPage = { __typename: string; total: number; items: CachedItems };

/**
 * A list read a page at a time (Load more): one cached list per value of `keyArgs` (search, filters), each
 * page written at its offset. A read from offset 0 (the first page, a refetch, a poll of every page loaded)
 * replaces the list: what the server answers now wins over what was loaded before.
 */
export function offsetPagePolicy(keyArgs: string[] | false): FieldPolicy<CachedPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const items = itemsAt(existing?.items, incoming.items, args);
      return items === incoming.items ? incoming : { ...incoming, items };
    },
  };
}

/** The same for a plain list field without a total (`myCards(limit, offset)`): one cached list. */
export function offsetListPolicy(): FieldPolicy<CachedItems> {
  return { keyArgs: false, merge: (existing, incoming, { args }) => itemsAt(existing, incoming, args) };
}

function itemsAt(
  existing: CachedItems | undefined,
  incoming: CachedItems,
  args: Record<string, unknown> | null,
): CachedItems {
  const offset = typeof args?.offset === 'number' ? args.offset : 0;
  if (!existing || offset === 0) return incoming;
  const items = existing.slice(0, offset);
  // An item that moved up while paging (one before it left the list) is not listed twice.
  const seen = new Set(items.map(refOf));
  for (const item of incoming) {
    const ref = refOf(item);
    if (ref === null || !seen.has(ref)) items.push(item);
  }
  return items;
}

function refOf(item: Reference | object): string | null {
  return '__ref' in item && typeof item.__ref === 'string' ? item.__ref : null;
}
