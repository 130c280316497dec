import { useId } from 'react';
import { Link } from 'react-router';
import { Check, Hourglass, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { LeagueFigures } from '@/features/leagues/components/league-figures';
import { LeagueStatusBadge } from '@/features/leagues/components/league-status-badge';
import { closedJoinLabel } from '@/features/leagues/utils/league-display';
import { formatSpl } from '@/lib/spl-amount';
import type { LeagueCardFieldsFragment } from '@/graphql/__generated__/graphql';

type LeagueCardProps = {
  league: LeagueCardFieldsFragment;
  /** This league's join is being sent or its entry fee held. */
  joining: boolean;
  onJoin: () => void;
};

/** An available league: name, status, description, its figures in SPL, and how to join it. */
export function LeagueCard({ league, joining, onJoin }: LeagueCardProps) {
  const titleId = useId();
  return (
    <Card data-testid="league-card" role="group" aria-labelledby={titleId} className="gap-4 py-5">
      <CardHeader className="grid-cols-[1fr_auto] items-start gap-x-3 px-5">
        <CardTitle asChild>
          <h3 id={titleId} className="text-base leading-snug">
            <Link to={`/leagues/${league.id}`} className="underline-offset-4 hover:underline">
              {league.name}
            </Link>
          </h3>
        </CardTitle>
        <LeagueStatusBadge status={league.status} phase={league.phase} />
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        <p className="text-sm text-muted-foreground">{league.description || 'No description.'}</p>
        <LeagueFigures
          figures={[
            { label: 'Max Participants', value: `${league.memberCount} / ${league.maxParticipants}` },
            { label: 'Entry Fee', value: formatSpl(league.entryFee) },
            { label: 'Prize Pool', value: formatSpl(league.prizePool) },
          ]}
        />
      </CardContent>
      <CardFooter className="mt-auto px-5">
        <JoinAction league={league} joining={joining} onJoin={onJoin} />
      </CardFooter>
    </Card>
  );
}

function JoinAction({ league, joining, onJoin }: LeagueCardProps) {
  const membership = league.myMembership?.status;
  if (membership === 'ACTIVE') {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to={`/leagues/${league.id}`} aria-label={`Member: open ${league.name}`}>
          <Check aria-hidden="true" />
          Member
        </Link>
      </Button>
    );
  }
  if (joining || membership === 'PENDING') {
    return (
      <Button className="w-full" disabled>
        <Hourglass aria-hidden="true" />
        Joining…
      </Button>
    );
  }
  // A closed league takes no members: it shows as 'Full', unless it is closed for being under way
  // or over.
  if (league.status === 'CLOSED') {
    return (
      <Button className="w-full" variant="secondary" disabled>
        {closedJoinLabel(league.phase)}
      </Button>
    );
  }
  return (
    <Button className="w-full" onClick={onJoin} aria-label={`Join League: ${league.name}`}>
      <UserPlus aria-hidden="true" />
      Join League
    </Button>
  );
}
