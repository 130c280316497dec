import { GameweekChart } from '@/components/gameweek-chart';
import { CompactTable } from '@/components/compact-table';
import { PanelMessage } from '@/components/panel-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableScroll } from '@/components/ui/table-scroll';
import { graphql } from '@/graphql/__generated__';
import type { PlayerPoints_FootballerFragment } from '@/graphql/__generated__/graphql';
import { ChartNoAxesColumn } from 'lucide-react';

graphql(`
  fragment PlayerPoints_footballer on Footballer {
    id
    gameweeks {
      gameweek
      points
      minutes
      goals
      assists
      cleanSheet
    }
  }
`);

/** His fantasy points per gameweek this season, and his last five gameweeks in detail (his form). */
const GAMEWEEK_COLUMNS = [
  { label: 'Gameweek' },
  ...['Points', 'Minutes', 'Goals', 'Assists', 'Clean sheet'].map((label) => ({ label, numeric: true })),
];

export function PlayerPoints({ footballer }: { footballer: PlayerPoints_FootballerFragment }) {
  const { gameweeks } = footballer;
  const lastFive = gameweeks.slice(-5).reverse();
  return (
    <Card role="region" aria-labelledby="player-points-title" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="player-points-title" className="text-lg">
            Points per gameweek
          </h2>
        </CardTitle>
        <CardDescription>Fantasy points in each gameweek he played this season</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {gameweeks.length === 0 ? (
          <PanelMessage icon={<ChartNoAxesColumn aria-hidden="true" className="size-6" />}>
            No gameweek played yet this season
          </PanelMessage>
        ) : (
          <>
            <GameweekChart
              title={`${gameweeks.length} gameweeks of fantasy points`}
              valueLabel="Points"
              data={gameweeks.map((g) => ({ gameweek: g.gameweek, value: g.points }))}
            />
            <TableScroll aria-label="Last five gameweeks table">
              <CompactTable label="Last five gameweeks" columns={GAMEWEEK_COLUMNS}>
                {lastFive.map((g) => (
                  <tr key={g.gameweek} className="border-t">
                    <th scope="row" className="py-1.5 text-left font-medium">
                      {g.gameweek}
                    </th>
                    <td className="py-1.5 pl-3 text-right font-semibold">{g.points}</td>
                    <td className="py-1.5 pl-3 text-right">{g.minutes}</td>
                    <td className="py-1.5 pl-3 text-right">{g.goals}</td>
                    <td className="py-1.5 pl-3 text-right">{g.assists}</td>
                    <td className="py-1.5 pl-3 text-right">{g.cleanSheet ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </CompactTable>
            </TableScroll>
          </>
        )}
      </CardContent>
    </Card>
  );
}
