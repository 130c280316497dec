import type { ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

type PanelSkeletonProps = {
  label: string;
  rows: number;
  /** The grid the rows sit in, and each row's shape, when they differ from a plain list. */
  className?: string;
  rowClassName?: string;
};

/** Skeleton rows while a panel's data loads; the loading state is announced once. */
function PanelSkeleton({ label, rows, className, rowClassName }: PanelSkeletonProps) {
  return (
    <div role="status" className={cn('grid gap-2', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={cn('h-12 w-full', rowClassName)} />
      ))}
    </div>
  );
}

export function PanelMessage({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
      {icon}
      {children}
    </div>
  );
}

/** The panel could not load: say so, never show stale or sample data instead. */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-6 text-center text-sm"
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <CircleAlert aria-hidden="true" className="size-4" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

type PanelBodyProps<T> = {
  /** undefined until the first answer. */
  items: readonly T[] | undefined;
  failed: boolean;
  onRetry: () => void;
  errorMessage: string;
  loading: PanelSkeletonProps;
  /** Shown when the answer is an empty list. */
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
};

/**
 * A panel's list with its other states: skeleton rows until the first answer, the error with Try again when
 * there is none, the empty message, else the list. A failed refetch keeps the list already shown.
 */
export function PanelBody<T>({
  items,
  failed,
  onRetry,
  errorMessage,
  loading,
  empty,
  children,
}: PanelBodyProps<T>) {
  if (items === undefined) {
    return failed ? <PanelError message={errorMessage} onRetry={onRetry} /> : <PanelSkeleton {...loading} />;
  }
  if (items.length === 0) return empty;
  return children(items);
}
