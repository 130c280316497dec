import type { ReactNode } from 'react';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** A page's "nothing here" card: its icon and title as the page heading, why, and where to go instead. */
export function NotFoundCard({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <div className="flex justify-center py-6 sm:py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="flex items-center gap-2">
              {icon}
              {title}
            </h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardFooter>{action}</CardFooter>
      </Card>
    </div>
  );
}
