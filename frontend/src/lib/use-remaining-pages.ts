import { useEffect } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { useQuery } from '@apollo/client/react';

/**
 * For a view that needs a whole list the server answers a page at a time (the squad builder picks from
 * every owned card): while the pages read so far came back full, fetches the one after them with
 * `pageQuery` (variables `{ offset }`) into the cached list (an `offsetListPolicy` field). `loaded` is how
 * many items are read. A page coming back short or empty ends it; a refetch of the first page that
 * shortens the list starts it again.
 */
export function useRemainingPages<TData, TVariables extends OperationVariables, TPage>(
  loaded: number | undefined,
  pageSize: number,
  fetchMore: useQuery.Result<TData, TVariables>['fetchMore'],
  pageQuery: TypedDocumentNode<TPage, { offset: number }>,
): void {
  useEffect(() => {
    if (!loaded || loaded % pageSize !== 0) return;
    // A failed page is not retried here: the view shows what it has, and the next visit reads again.
    fetchMore<TPage, { offset: number }>({ query: pageQuery, variables: { offset: loaded } }).catch(
      () => undefined,
    );
  }, [loaded, pageSize, fetchMore, pageQuery]);
}
