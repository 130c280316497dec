import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** One figure with its label (Total Points, Overall, ...), labelled for assistive technology. */
export function StatCard({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: string;
}) {
  return (
    <Card role="group" aria-label={label} className="gap-2 py-4">
      <CardContent className="grid gap-1 px-4">
        <span className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          {icon}
          {label}
        </span>
        <span data-testid="stat-value" className="text-2xl font-bold tabular-nums">
          {value}
        </span>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </CardContent>
    </Card>
  );
}
