import { Badge } from '@/components/ui/badge';
import {
  badgeStatusOf,
  leagueStatusBadgeClass,
  leagueStatusLabels,
} from '@/features/leagues/utils/league-display';
import type { LeaguePhase, LeagueStatus } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';

/** active green (being played), open blue, closed red; a status this page does not know is grey. */
export function LeagueStatusBadge({
  status: serverStatus,
  phase,
}: {
  status: LeagueStatus;
  phase: LeaguePhase;
}) {
  const status = badgeStatusOf(serverStatus, phase);
  return (
    <Badge variant="outline" data-testid="league-status" className={cn(leagueStatusBadgeClass(status))}>
      <span className="sr-only">Status </span>
      {leagueStatusLabels[status] ?? String(status).toLowerCase()}
    </Badge>
  );
}
