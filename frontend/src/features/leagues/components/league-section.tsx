import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A titled card of the league page, a region named by its title. */
export function LeagueSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id} className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={id} className="flex items-center gap-2 text-lg">
            {icon}
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
