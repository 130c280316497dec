import { CalendarDays } from 'lucide-react';
import { PanelMessage } from '@/components/panel-states';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { graphql } from '@/graphql/__generated__';
import type { PlayerFixtures_FootballerFragment } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';
import { difficultyOf } from '@/lib/fixture-difficulty';
import { cn } from '@/lib/utils';

graphql(`
  fragment PlayerFixtures_footballer on Footballer {
    id
    nextFixtures(limit: 5) {
      matchId
      gameweek
      kickoffAt
      home
      difficulty
      opponent {
        id
        name
        shortName
      }
    }
  }
`);

/** His club's next five fixtures, each with how hard the opponent is. */
export function PlayerFixtures({ footballer }: { footballer: PlayerFixtures_FootballerFragment }) {
  return (
    <Card role="region" aria-labelledby="player-fixtures-title" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="player-fixtures-title" className="text-lg">
            Next fixtures
          </h2>
        </CardTitle>
        <CardDescription>Difficulty from 1 (easiest) to 5 (hardest opponent)</CardDescription>
      </CardHeader>
      <CardContent>
        {footballer.nextFixtures.length === 0 ? (
          <PanelMessage icon={<CalendarDays aria-hidden="true" className="size-6" />}>
            No fixture scheduled
          </PanelMessage>
        ) : (
          <ol aria-label="Next fixtures" className="grid gap-2">
            {footballer.nextFixtures.map((fixture) => {
              const difficulty = difficultyOf(fixture.difficulty);
              return (
                <li
                  key={fixture.matchId}
                  data-testid="player-fixture"
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2"
                >
                  <span className="grid">
                    <span className="font-medium">
                      {fixture.opponent.name} ({fixture.home ? 'H' : 'A'})
                    </span>
                    <span className="text-xs text-muted-foreground">
                      Gameweek {fixture.gameweek} · {formatShortDateTime(fixture.kickoffAt)}
                    </span>
                  </span>
                  <Badge variant="outline" className={cn('tabular-nums', difficulty.className)}>
                    <span aria-hidden="true">{fixture.difficulty}</span>
                    <span className="sr-only">Difficulty {fixture.difficulty} of 5:</span> {difficulty.label}
                  </Badge>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
