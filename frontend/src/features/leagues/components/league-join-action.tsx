import { Check, Hourglass, KeyRound, UserPlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatSpl } from '@/lib/spl-amount';
import type { LeagueDetailsFieldsFragment } from '@/graphql/__generated__/graphql';

type LeagueJoinActionProps = {
  league: LeagueDetailsFieldsFragment;
  joining: boolean;
  onJoin: () => void;
};

/**
 * The caller's place in the league: a member, joining, refused, or Join League while it takes members (a
 * private league only by its invite code).
 */
export function LeagueJoinAction({ league, joining, onJoin }: LeagueJoinActionProps) {
  const membership = league.myMembership?.status;
  if (membership === 'ACTIVE') {
    return (
      <Badge variant="secondary" className="h-8 px-3 text-sm">
        <Check aria-hidden="true" />
        You are a member
      </Badge>
    );
  }
  if (joining || membership === 'PENDING') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Hourglass aria-hidden="true" className="size-4" />
        Joining: your entry fee is being confirmed…
      </p>
    );
  }
  // CLOSED takes no members (full, started, finished); FUNDING, FINISHED and CANCELLED leagues neither.
  const takesMembers =
    league.status !== 'CLOSED' && (league.phase === 'UPCOMING' || league.phase === 'RUNNING');
  if (!takesMembers) return null;
  if (league.isPrivate) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <KeyRound aria-hidden="true" className="size-4" />
        Private league: join it with its invite code (Join League on the Leagues page).
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={onJoin}>
        <UserPlus aria-hidden="true" />
        Join League
      </Button>
      <span className="text-sm text-muted-foreground">
        {league.entryFee > 0 ? `Entry fee ${formatSpl(league.entryFee)}` : 'Free to join'}
      </span>
    </div>
  );
}
