import { Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { graphql } from '@/graphql/__generated__';
import type { TopPerformersPanel_PerformanceFragment } from '@/graphql/__generated__/graphql';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import { positionLabels } from '@/features/matches/utils/match-display';
import { PlayerLink } from '@/components/player-link';

graphql(`
  fragment TopPerformersPanel_performance on FootballerPerformance {
    gameweek
    points
    goals
    assists
    footballer {
      id
      name
      position
      club {
        id
        shortName
      }
    }
  }
`);

type TopPerformersPanelProps = {
  /** undefined until the first answer. */
  performances: readonly TopPerformersPanel_PerformanceFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
};

export function TopPerformersPanel({ performances, failed, onRetry }: TopPerformersPanelProps) {
  const gameweek = performances?.[0]?.gameweek;
  return (
    <Card aria-labelledby="top-performers-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="top-performers-title" className="flex items-center gap-2 text-lg">
            <Star aria-hidden="true" className="size-5 text-amber-500" />
            Top Performers
          </h2>
        </CardTitle>
        <CardDescription>
          {gameweek === undefined ? 'Fantasy points this gameweek' : `Fantasy points in gameweek ${gameweek}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TopPerformersContent performances={performances} failed={failed} onRetry={onRetry} />
      </CardContent>
    </Card>
  );
}

function TopPerformersContent({ performances, failed, onRetry }: TopPerformersPanelProps) {
  return (
    <PanelBody
      items={performances}
      failed={failed}
      onRetry={onRetry}
      errorMessage="Top performers could not be loaded."
      loading={{ label: 'Loading top performers…', rows: 5 }}
      empty={
        <PanelMessage icon={<Star aria-hidden="true" className="size-6" />}>
          No points scored yet this gameweek
        </PanelMessage>
      }
    >
      {(items) => (
        <ol aria-label="Top performers" className="grid gap-1">
          {items.map(({ footballer, points }, index) => (
            <li
              key={footballer.id}
              data-testid="top-performer-row"
              className="flex items-center gap-3 rounded-lg px-2 py-2"
            >
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-bold text-secondary-foreground"
              >
                {index + 1}
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <PlayerLink footballerId={footballer.id} className="truncate font-medium">
                  {footballer.name}
                </PlayerLink>
                <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Badge variant="outline" title={positionLabels[footballer.position]}>
                    {footballer.position}
                  </Badge>
                  {footballer.club.shortName}
                </span>
              </span>
              <span className="shrink-0 text-right font-bold tabular-nums">
                {points}
                <span className="ml-1 text-xs font-medium text-muted-foreground">pts</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </PanelBody>
  );
}
