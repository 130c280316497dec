import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, tooltipBoxStyle } from '@/lib/chart-theme';
import { formatSpl } from '@/lib/spl-amount';

export type PricePoint = { day: string; averagePrice: number; lowestPrice: number; sales: number };

const HEIGHT = 208;
// The first drawing, before the container is measured (and in tests, where nothing is).
const INITIAL_SIZE = { width: 480, height: HEIGHT };
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: unknown) => dayFormat.format(new Date(String(day)));

/**
 * The average and lowest price of his cards' sales per day. The picture is hidden from assistive
 * technology: a visually hidden table under the same title reads out every day instead.
 */
export function PriceHistoryChart({ points }: { points: readonly PricePoint[] }) {
  return (
    <figure className="grid gap-2">
      <div aria-hidden="true" data-testid="price-history-chart">
        <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
          <LineChart
            data={[...points]}
            margin={{ top: 12, right: 12, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="day"
              tickFormatter={formatDay}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
            />
            <YAxis width={40} tick={axisTick} tickLine={false} axisLine={false} allowDecimals={false} />
            <Tooltip
              labelFormatter={formatDay}
              formatter={(value) => formatSpl(Number(value))}
              contentStyle={tooltipBoxStyle}
            />
            <Line
              dataKey="averagePrice"
              name="Average price"
              stroke="var(--primary)"
              strokeWidth={2}
              dot={{ r: 3, fill: 'var(--primary)' }}
              isAnimationActive={false}
            />
            <Line
              dataKey="lowestPrice"
              name="Lowest price"
              stroke="var(--muted-foreground)"
              strokeDasharray="4 3"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Sale prices per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Average price</th>
            <th scope="col">Lowest price</th>
            <th scope="col">Sales</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <th scope="row">{formatDay(point.day)}</th>
              <td>{formatSpl(point.averagePrice)}</td>
              <td>{formatSpl(point.lowestPrice)}</td>
              <td>{point.sales}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="text-xs text-muted-foreground">
        Sale prices per day: the line the average, the dashes the lowest.
      </figcaption>
    </figure>
  );
}
