import type { Ref } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { ManagerStatsFieldsFragment } from '@/graphql/__generated__/graphql';
import { PointsChart } from '@/features/squads/components/points-chart';
import { StatCard } from '@/components/stat-card';
import { averageText, pointsText, rankText } from '@/features/squads/utils/stats-display';

/** Performance Stats: the manager's season figures and a chart of points per gameweek (#performance). */
export function PerformanceStats({
  stats,
  headingRef,
}: {
  stats: ManagerStatsFieldsFragment;
  /** Lets the page bring the section into view and focus its heading. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card id="performance" aria-labelledby="performance-title" role="region" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="performance-title" ref={headingRef} tabIndex={-1} className="text-lg outline-none">
            Performance Stats
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <StatCard label="Total Points" value={pointsText(stats.totalPoints)} />
          <StatCard label="Global Rank" value={rankText(stats.rank)} />
          <StatCard
            label="Matches Played"
            value={stats.matchesPlayed}
            hint="Gameweeks with a locked lineup"
          />
          <StatCard
            label="Average Points"
            value={averageText(stats.averagePoints)}
            hint="Per gameweek played"
          />
        </div>
        <PointsChart gameweeks={stats.gameweeks} />
      </CardContent>
    </Card>
  );
}
