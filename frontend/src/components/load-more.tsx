import { Button } from '@/components/ui/button';

/** Under a list read a page at a time: how many of the total are shown, and Load more while some are not. */
export function LoadMore({
  shown,
  total,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
      <p>
        Showing {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </p>
      {shown < total && (
        <Button variant="outline" disabled={loading} onClick={onLoadMore}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
