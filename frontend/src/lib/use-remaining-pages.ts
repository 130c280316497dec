import { useEffect } from 'react';

/**
 * For a view that needs a whole list the server answers a page at a time (the squad builder picks from
 * every owned card): while the pages read so far came back full, asks for the one after them. `loaded` is
 * how many items are read; `loadFrom(offset)` fetches the page at that offset into the cached list (an
 * `offsetListPolicy` field). A page coming back short or empty ends it; a refetch of the first page that
 * shortens the list starts it again.
 */
export function useRemainingPages(
  loaded: number | undefined,
  pageSize: number,
  loadFrom: (offset: number) => Promise<unknown>,
): void {
  useEffect(() => {
    if (!loaded || loaded % pageSize !== 0) return;
    // A failed page is not retried here: the view shows what it has, and the next visit reads again.
    loadFrom(loaded).catch(() => undefined);
  }, [loaded, pageSize, loadFrom]);
}
