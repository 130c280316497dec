import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { PanelBody, PanelMessage } from '@/components/panel-states';

type MarketGridProps<T> = {
  /** The list's accessible name. */
  label: string;
  /** undefined until the first answer. */
  items: readonly T[] | undefined;
  total: number;
  /** A new search or filter is being read: the cards shown are the previous answer's. */
  refreshing: boolean;
  failed: boolean;
  onRetry: () => void;
  errorMessage: string;
  loadingMore: boolean;
  onLoadMore: () => void;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
};

/** Market cards in a grid with their states: loading, error, 'No Players Found', and Load more by total. */
export function MarketGrid<T>({
  label,
  items,
  total,
  refreshing,
  failed,
  onRetry,
  errorMessage,
  loadingMore,
  onLoadMore,
  keyOf,
  children,
}: MarketGridProps<T>) {
  return (
    <PanelBody
      items={items}
      failed={failed}
      onRetry={onRetry}
      errorMessage={errorMessage}
      loading={{
        label: 'Loading players…',
        rows: 6,
        className: 'sm:grid-cols-2 lg:grid-cols-3 gap-4',
        rowClassName: 'h-56 rounded-xl',
      }}
      empty={
        <PanelMessage icon={<SearchX aria-hidden="true" className="size-6" />}>
          <span className="text-base font-medium text-foreground">No Players Found</span>
          <span>Try adjusting your search or filters</span>
        </PanelMessage>
      }
    >
      {(shown) => (
        <div className="grid gap-4" aria-busy={refreshing || loadingMore}>
          <ul aria-label={label} className="grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              <li key={keyOf(item)} className="grid">
                {children(item)}
              </li>
            ))}
          </ul>
          <LoadMore shown={shown.length} total={total} loading={loadingMore} onLoadMore={onLoadMore} />
        </div>
      )}
    </PanelBody>
  );
}
