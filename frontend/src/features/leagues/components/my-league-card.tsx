import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { LeagueStatusBadge } from '@/features/leagues/components/league-status-badge';
import type { MyLeaguesQuery } from '@/graphql/__generated__/graphql';

export type MyLeague = MyLeaguesQuery['myLeagues'][number];

/** One of the manager's leagues: their rank and points in it, and View Details. */
export function MyLeagueCard({ league }: { league: MyLeague }) {
  const titleId = useId();
  return (
    <Card data-testid="my-league" role="group" aria-labelledby={titleId} className="gap-3 py-5">
      <CardHeader className="grid-cols-[1fr_auto] items-start gap-x-3 px-5">
        <CardTitle asChild>
          <h3 id={titleId} className="text-base leading-snug">
            {league.name}
          </h3>
        </CardTitle>
        <LeagueStatusBadge status={league.status} phase={league.phase} />
      </CardHeader>
      <CardContent className="flex items-end justify-between gap-4 px-5">
        <span className="text-2xl font-bold tabular-nums">Rank #{league.rank}</span>
        <span className="grid text-right">
          <span className="text-xs text-muted-foreground">Current Points</span>
          <span data-testid="my-league-points" className="text-lg font-semibold tabular-nums">
            {league.points.toLocaleString('en-US')}
          </span>
        </span>
      </CardContent>
      <CardFooter className="px-5">
        <Button asChild variant="outline" className="w-full">
          <Link to={`/leagues/${league.id}`} aria-label={`View Details: ${league.name}`}>
            View Details
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
