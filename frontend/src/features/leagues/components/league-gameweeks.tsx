import { CalendarDays } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { LeagueSection } from '@/features/leagues/components/league-section';
import type { LeagueDetailsFieldsFragment } from '@/graphql/__generated__/graphql';

/** Each gameweek of the league played so far, newest first, with every member's points in it. */
export function LeagueGameweeks({ league }: { league: LeagueDetailsFieldsFragment }) {
  const gameweeks = [...league.gameweeks].reverse();
  return (
    <LeagueSection
      id="league-gameweeks-title"
      title="Gameweek History"
      icon={<CalendarDays aria-hidden="true" className="size-5 text-primary" />}
    >
      {gameweeks.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Scores appear here once gameweek {league.startGameweek} starts.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {gameweeks.map(({ gameweek, final, scores }) => (
            <section key={gameweek} aria-labelledby={`league-gameweek-${gameweek}`} className="grid gap-2">
              <h3
                id={`league-gameweek-${gameweek}`}
                className="flex items-center gap-2 text-sm font-semibold"
              >
                Gameweek {gameweek}
                {!final && <Badge className="bg-red-600 text-white">Live</Badge>}
              </h3>
              <ol aria-label={`Gameweek ${gameweek} scores`} className="grid gap-1 text-sm">
                {scores.map((score) => (
                  <li
                    key={score.manager.id}
                    className="flex justify-between gap-4 border-b pb-1 last:border-0"
                  >
                    <span>{score.manager.username}</span>
                    <span className="font-medium tabular-nums">
                      {score.points.toLocaleString('en-US')} pts
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </LeagueSection>
  );
}
