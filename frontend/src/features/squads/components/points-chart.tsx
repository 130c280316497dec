import { GameweekChart } from '@/components/gameweek-chart';
import type { ManagerStatsFieldsFragment } from '@/graphql/__generated__/graphql';

type GameweekPoints = ManagerStatsFieldsFragment['gameweeks'][number];

/** Points per gameweek as bars; a gameweek still being played is drawn lighter and marked live. */
export function PointsChart({ gameweeks }: { gameweeks: readonly GameweekPoints[] }) {
  if (gameweeks.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        No gameweek played yet: points per gameweek appear here once your lineup is locked.
      </p>
    );
  }
  return (
    <GameweekChart
      title="Points per gameweek"
      valueLabel="Points"
      data={gameweeks.map((g) => ({ gameweek: g.gameweek, value: g.points, live: !g.final }))}
      caption={
        <>Points per gameweek{gameweeks.some((g) => !g.final) && '; the faded bar is still being played'}.</>
      }
    />
  );
}
