import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface CompactColumn {
  label: string;
  /** numbers read right-aligned, spaced from the column before */
  numeric?: boolean;
}

/** A small table of figures inside a card: a muted header row, then the `children` rows. */
export function CompactTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly CompactColumn[];
  children: ReactNode;
}) {
  return (
    <table aria-label={label} className="w-full text-sm">
      <thead className="text-left text-xs text-muted-foreground">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn('py-1 font-medium', column.numeric && 'pl-3 text-right')}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="tabular-nums">{children}</tbody>
    </table>
  );
}
