import { Badge } from '@/components/ui/badge';
import type { MatchStatus } from '@/graphql/__generated__/graphql';
import { matchStatusText } from '@/features/matches/utils/match-display';
import { cn } from '@/lib/utils';

/** 'LIVE 67'' with a pulsing dot, or 'FT'. */
export function MatchStatusBadge({
  status,
  minute,
  className,
}: {
  status: MatchStatus;
  minute: number;
  className?: string;
}) {
  const isLive = status === 'LIVE';
  return (
    <Badge
      variant={isLive ? 'destructive' : status === 'FT' ? 'secondary' : 'outline'}
      className={cn('tabular-nums', className)}
    >
      {isLive && (
        <span aria-hidden="true" className="relative flex size-1.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-1.5 rounded-full bg-current" />
        </span>
      )}
      {matchStatusText(status, minute)}
    </Badge>
  );
}
