import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** A footballer's name, wherever it appears, opening his page. */
export function PlayerLink({
  footballerId,
  children,
  className,
}: {
  footballerId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={`/players/${encodeURIComponent(footballerId)}`}
      className={cn('underline-offset-4 hover:underline', className)}
    >
      {children}
    </Link>
  );
}
