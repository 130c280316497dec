import { LeaderboardPodium, RankingsList, useLeaderboard } from '@/features/leaderboard';
import { useGameweekLive } from '@/features/matches';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** /leaderboard: every manager by total points; ranks move while a gameweek is played. */
export function LeaderboardPage() {
  const { user } = useCurrentUser();
  const live = useGameweekLive();
  const { entries, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useLeaderboard(live);
  const currentUserId = user?.id ?? null;

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Global Leaderboard</h1>
        <p className="text-muted-foreground">
          Every manager ranked by total fantasy points across the season.
          {live && ' A gameweek is being played: ranks update live.'}
        </p>
      </div>
      {entries && <LeaderboardPodium entries={entries} currentUserId={currentUserId} />}
      <RankingsList
        entries={entries}
        failed={isError}
        onRetry={() => void refetch()}
        currentUserId={currentUserId}
        onShowMore={hasNextPage ? () => void fetchNextPage() : undefined}
        loadingMore={isFetchingNextPage}
      />
    </div>
  );
}
