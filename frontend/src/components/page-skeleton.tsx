import { Skeleton } from '@/components/ui/skeleton';

/** Stands in for a page while its code or the current user is loading. */
export function PageSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
