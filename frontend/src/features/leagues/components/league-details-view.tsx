import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { NotFoundCard } from '@/components/not-found-card';
import { PageSkeleton } from '@/components/page-skeleton';
import { PanelError } from '@/components/panel-states';
import { Button } from '@/components/ui/button';
import { InviteCode } from '@/features/leagues/components/invite-code';
import { LeagueGameweeks } from '@/features/leagues/components/league-gameweeks';
import { LeagueJoinAction } from '@/features/leagues/components/league-join-action';
import { LeagueMembers } from '@/features/leagues/components/league-members';
import { LeaguePrizes } from '@/features/leagues/components/league-prizes';
import { LeagueStandings } from '@/features/leagues/components/league-standings';
import { LeagueStatusBadge } from '@/features/leagues/components/league-status-badge';
import { useJoinLeague } from '@/features/leagues/hooks/use-join-league';
import { useLeagueDetails } from '@/features/leagues/hooks/use-league-details';
import { leaguePhaseText } from '@/features/leagues/utils/league-display';

type LeagueDetailsViewProps = { leagueId: string; currentUserId: string | null };

/** /leagues/:id: the league, its prizes, standings, members and gameweeks; live while it is played. */
export function LeagueDetailsView({ leagueId, currentUserId }: LeagueDetailsViewProps) {
  const { league, failed, retry } = useLeagueDetails(leagueId);
  const { join, joining } = useJoinLeague();

  if (league === undefined) {
    return (
      <div className="grid gap-6">
        <h1 className="text-3xl font-bold tracking-tight">League Details</h1>
        {failed ? <PanelError message="The league could not be loaded." onRetry={retry} /> : <PageSkeleton />}
      </div>
    );
  }
  if (league === null) return <LeagueNotFound />;

  return (
    <div className="grid gap-6">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{league.name}</h1>
          <LeagueStatusBadge status={league.status} phase={league.phase} />
        </div>
        <p className="text-muted-foreground">{leaguePhaseText(league)}</p>
        {league.description && <p className="max-w-3xl whitespace-pre-line">{league.description}</p>}
        <div className="flex flex-wrap items-center gap-4">
          <LeagueJoinAction
            league={league}
            joining={joining === league.id}
            onJoin={() => void join(league.id)}
          />
          {league.inviteCode && <InviteCode code={league.inviteCode} />}
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-6">
          <LeagueStandings league={league} currentUserId={currentUserId} />
          <LeagueGameweeks league={league} />
        </div>
        <div className="grid gap-6">
          <LeaguePrizes league={league} />
          <LeagueMembers league={league} />
        </div>
      </div>
    </div>
  );
}

function LeagueNotFound() {
  return (
    <NotFoundCard
      icon={<SearchX aria-hidden="true" className="size-6 text-muted-foreground" />}
      title="League not found"
      description="There is no league at this address. It may have been cancelled."
      action={
        <Button asChild>
          <Link to="/leagues">
            <ArrowLeft aria-hidden="true" />
            All leagues
          </Link>
        </Button>
      }
    />
  );
}
