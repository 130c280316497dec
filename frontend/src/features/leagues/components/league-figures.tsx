import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Labelled figures of a league (Max Participants, Entry Fee, ...), as a description list. */
export function LeagueFigures({
  figures,
  className,
}: {
  figures: readonly { label: string; value: ReactNode }[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-2 text-sm', className)}>
      {figures.map(({ label, value }) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
