import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { PanelError } from '@/components/panel-states';
import { TeamAchievementsPanel } from '@/features/achievements';
import { useGameweekLive } from '@/features/matches';
import { TeamManagement, TeamPageDocument, useMyStatsRefresh } from '@/features/squads';
import { NextLockCountdown } from '@/features/game-clock';

/** /team (signed in): ratings, the pitch in every formation, captaincy and performance (#performance). */
export function TeamPage() {
  const { data, error, refetch } = useQuery(TeamPageDocument, { fetchPolicy: 'cache-and-network' });
  const { hash } = useLocation();
  useMyStatsRefresh(useGameweekLive());

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Team Management</h1>
        <p className="text-muted-foreground">Your squad's ratings, lineup, captain and season so far.</p>
      </div>
      <NextLockCountdown />
      {data ? (
        <>
          <TeamManagement data={data} focusSection={hash.slice(1)} />
          <TeamAchievementsPanel />
        </>
      ) : error ? (
        <PanelError
          message="Your team could not be loaded."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <PageSkeleton />
      )}
    </div>
  );
}
