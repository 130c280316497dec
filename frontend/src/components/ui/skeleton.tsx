import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A decorative placeholder block; announce the loading state separately (see PageSkeleton). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
