import { useState } from 'react';
import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import { CircleAlert } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { graphql } from '@/graphql/__generated__';
import type { MatchDialog_MatchFragment } from '@/graphql/__generated__/graphql';
import { MatchDialogDocument } from '@/features/matches/api/match-dialog.query';
import { MatchActionDocument } from '@/features/matches/api/match-action.subscription';
import { MatchStatusBadge } from '@/features/matches/components/match-status-badge';
import { MatchTimeline } from '@/features/matches/components/match-timeline';
import { LIVE_POLL_INTERVAL_MS } from '@/features/matches/utils/live-updates';
import { useCurrentUser } from '@/lib/session/current-user-query';

graphql(`
  fragment MatchDialog_match on Match {
    ...LiveMatchFields
    actions {
      id
      ...MatchTimeline_action
    }
  }
`);

/** A match's score and timeline over the home page; open while `matchId` is set. */
export function MatchDialog({ matchId, onClose }: { matchId: string | null; onClose: () => void }) {
  return (
    <Dialog open={matchId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] grid-rows-[auto_auto_minmax(0,1fr)] overflow-hidden sm:max-w-xl">
        {matchId !== null && <MatchDetail matchId={matchId} />}
      </DialogContent>
    </Dialog>
  );
}

function MatchDetail({ matchId }: { matchId: string }) {
  const { user } = useCurrentUser();
  const [refused, setRefused] = useState(false);
  const subscribed = user !== null && !refused;

  const { data, error, refetch } = useQuery(MatchDialogDocument, {
    variables: { id: matchId },
    fetchPolicy: 'cache-and-network',
    pollInterval: subscribed ? 0 : LIVE_POLL_INTERVAL_MS,
  });

  // Each new action only carries ids: re-reading the match brings the timeline with the players' names.
  useSubscription(
    MatchActionDocument,
    subscribed
      ? {
          variables: { matchId },
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          onData: () => void refetch().catch(() => undefined),
          onError: () => setRefused(true),
        }
      : skipToken,
  );

  if (data?.match) return <MatchDetailContent match={data.match} />;

  if (data && data.match === null) {
    return <DetailMessage title="Match not found" text="There is no match with this link." />;
  }
  if (error) {
    return <DetailMessage title="Match unavailable" text="The match could not be loaded. Try again later." />;
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>Loading match…</DialogTitle>
        <DialogDescription className="sr-only">The score and timeline are loading.</DialogDescription>
      </DialogHeader>
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading match…</span>
        <Skeleton className="mx-auto h-10 w-56" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </>
  );
}

function DetailMessage({ title, text }: { title: string; text: string }) {
  return (
    <DialogHeader>
      <DialogTitle className="flex items-center gap-2">
        <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
        {title}
      </DialogTitle>
      <DialogDescription>{text}</DialogDescription>
    </DialogHeader>
  );
}

function MatchDetailContent({ match }: { match: MatchDialog_MatchFragment }) {
  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle className="leading-snug">{`${match.homeClub.name} vs ${match.awayClub.name}`}</DialogTitle>
        <DialogDescription>{`Gameweek ${match.gameweek}`}</DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-x-3 gap-y-2 rounded-lg bg-muted px-3 py-3">
        <span className="text-right text-sm font-semibold">{match.homeClub.shortName}</span>
        <span data-testid="match-dialog-score" className="text-2xl font-bold tabular-nums">
          {match.score}
        </span>
        <span className="text-sm font-semibold">{match.awayClub.shortName}</span>
        <MatchStatusBadge status={match.status} minute={match.minute} className="col-span-3 mx-auto" />
      </div>
      <section aria-label="Timeline" className="-mx-2 overflow-y-auto px-2">
        <MatchTimeline actions={match.actions} />
      </section>
    </>
  );
}
