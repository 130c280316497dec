import { useQuery } from '@apollo/client/react';
import { PageSkeleton } from '@/components/page-skeleton';
import { PanelError } from '@/components/panel-states';
import { SplRewardsPageDocument, SplRewardsView } from '@/features/spl-rewards';
import { useCurrentUser } from '@/lib/session/current-user-query';

/** /spl-rewards (signed in): the manager's SPL, their rewards, what earns SPL and the top earners. */
export function SplRewardsPage() {
  const { user } = useCurrentUser();
  const { data, error, refetch } = useQuery(SplRewardsPageDocument, { fetchPolicy: 'cache-and-network' });

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">SPL Rewards</h1>
        <p className="text-muted-foreground">
          SPL your fielded players earn you in real matches, paid live as they play.
        </p>
      </div>
      {data ? (
        <SplRewardsView data={data} currentUserId={user?.id ?? null} />
      ) : error ? (
        <PanelError
          message="Your SPL rewards could not be loaded."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <PageSkeleton />
      )}
    </div>
  );
}
