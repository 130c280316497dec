import { ListOrdered } from 'lucide-react';
import { TableScroll } from '@/components/ui/table-scroll';
import { LeagueSection } from '@/features/leagues/components/league-section';
import { formatSpl } from '@/lib/spl-amount';
import type { LeagueDetailsFieldsFragment } from '@/graphql/__generated__/graphql';
import { cn } from '@/lib/utils';

type LeagueStandingsProps = {
  league: LeagueDetailsFieldsFragment;
  currentUserId: string | null;
};

/** The table: rank, manager, points so far, points in the latest gameweek, prize (paid at the end). */
export function LeagueStandings({ league, currentUserId }: LeagueStandingsProps) {
  return (
    <LeagueSection
      id="league-standings-title"
      title="Standings"
      icon={<ListOrdered aria-hidden="true" className="size-5 text-primary" />}
    >
      {league.standings.length === 0 ? (
        <p className="text-sm text-muted-foreground">No members yet.</p>
      ) : (
        <TableScroll aria-label="Standings table">
          <table className="w-full text-sm">
            <caption className="sr-only">Standings</caption>
            <thead className="text-left text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Rank
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Manager
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Points
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Latest Gameweek
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Prize
                </th>
              </tr>
            </thead>
            <tbody>
              {league.standings.map((standing) => {
                const own = standing.manager.id === currentUserId;
                return (
                  <tr
                    key={standing.manager.id}
                    aria-current={own ? 'true' : undefined}
                    className={cn('border-b last:border-0', own && 'bg-primary/5 font-semibold')}
                  >
                    <td className="py-2 pr-3 tabular-nums">#{standing.rank}</td>
                    <td className="py-2 pr-3">
                      {standing.manager.username}
                      {own && <span className="ml-1 text-xs text-muted-foreground">(you)</span>}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {standing.points.toLocaleString('en-US')}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {standing.lastGameweekPoints.toLocaleString('en-US')}
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      {standing.prize > 0 ? formatSpl(standing.prize) : '–'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </LeagueSection>
  );
}
