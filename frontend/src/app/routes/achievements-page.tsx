import { useQuery } from '@apollo/client/react';
import { PageSkeleton } from '@/components/page-skeleton';
import { PanelError } from '@/components/panel-states';
import { AchievementsView, MyAchievementsDocument } from '@/features/achievements';

/** /achievements (signed in): the manager's progress, every achievement and what they earned. */
export function AchievementsPage() {
  const { data, error, refetch } = useQuery(MyAchievementsDocument, { fetchPolicy: 'cache-and-network' });

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Achievements</h1>
        <p className="text-muted-foreground">Milestones of your season, each paid once in SPL.</p>
      </div>
      {data ? (
        <AchievementsView achievements={data.myAchievements} />
      ) : error ? (
        <PanelError
          message="Your achievements could not be loaded."
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <PageSkeleton />
      )}
    </div>
  );
}
