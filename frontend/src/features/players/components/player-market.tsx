import { Store, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { CompactTable } from '@/components/compact-table';
import { PanelMessage } from '@/components/panel-states';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { graphql } from '@/graphql/__generated__';
import type { PlayerMarket_FootballerFragment } from '@/graphql/__generated__/graphql';
import { formatShortDateTime } from '@/lib/date-format';
import { rarityStyle } from '@/lib/rarity-style';
import { formatSpl } from '@/lib/spl-amount';
import { PriceHistoryChart } from '@/features/players/components/price-history-chart';

graphql(`
  fragment PlayerMarket_footballer on Footballer {
    id
    name
    market {
      floors {
        rarity
        price
        listings
      }
      lastSales(limit: 10) {
        price
        rarity
        soldAt
      }
      priceHistory(days: 90) {
        day
        averagePrice
        lowestPrice
        sales
      }
    }
  }
`);

/** What his cards cost: the cheapest listing per tier, the last sales, and the price over time. */
const SALE_COLUMNS = [{ label: 'Sold' }, { label: 'Tier' }, { label: 'Price', numeric: true }];

export function PlayerMarket({ footballer }: { footballer: PlayerMarket_FootballerFragment }) {
  const { floors, lastSales, priceHistory } = footballer.market;
  return (
    <section aria-labelledby="player-market-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="player-market-title" className="text-xl font-semibold">
          Market
        </h2>
        <Link
          to={`/marketplace?${new URLSearchParams({ search: footballer.name }).toString()}`}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          His cards on the market
        </Link>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="player-floors-title" className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h3 id="player-floors-title" className="text-lg">
                Floor price per tier
              </h3>
            </CardTitle>
            <CardDescription>The cheapest card of each tier on the market now</CardDescription>
          </CardHeader>
          <CardContent>
            {floors.length === 0 ? (
              <PanelMessage icon={<Store aria-hidden="true" className="size-6" />}>
                None of his cards is for sale
              </PanelMessage>
            ) : (
              <ul aria-label="Floor prices" className="grid gap-2">
                {floors.map((floor) => (
                  <li
                    key={floor.rarity}
                    data-testid="player-floor"
                    className="flex items-center justify-between gap-2 rounded-lg border px-3 py-2"
                  >
                    <Badge variant="outline" className={rarityStyle[floor.rarity].badge}>
                      {rarityStyle[floor.rarity].label}
                    </Badge>
                    <span className="text-right">
                      <span className="font-bold tabular-nums">{formatSpl(floor.price)}</span>
                      <span className="block text-xs text-muted-foreground">
                        {floor.listings === 1 ? '1 listing' : `${floor.listings} listings`}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="player-sales-title" className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h3 id="player-sales-title" className="text-lg">
                Price over time
              </h3>
            </CardTitle>
            <CardDescription>His cards' sales, the last 90 days</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {lastSales.length === 0 ? (
              <PanelMessage icon={<TrendingUp aria-hidden="true" className="size-6" />}>
                None of his cards has sold yet
              </PanelMessage>
            ) : (
              <>
                {priceHistory.length > 0 && <PriceHistoryChart points={priceHistory} />}
                <CompactTable label="Last sales" columns={SALE_COLUMNS}>
                  {lastSales.map((sale, index) => (
                    <tr key={`${sale.soldAt}-${index}`} className="border-t">
                      <td className="py-1.5">{formatShortDateTime(sale.soldAt)}</td>
                      <td className="py-1.5">{rarityStyle[sale.rarity].label}</td>
                      <td className="py-1.5 pl-3 text-right font-semibold">{formatSpl(sale.price)}</td>
                    </tr>
                  ))}
                </CompactTable>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
