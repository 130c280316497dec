import { useId, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Line,
  LineChart,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
  type LabelProps,
} from 'recharts';
import { axisTick, tooltipBoxStyle } from '@/lib/chart-theme';

/** One gameweek's figure; a gameweek still being played is drawn lighter and read as live. */
export type GameweekValue = { gameweek: number; value: number; live?: boolean };

const HEIGHT = 208;
// A bar narrower than this has no room for its figure: the axis and the table still give it.
const MIN_LABELLED_BAR = 18;

const gameweekTick = (gameweek: number) => `GW${gameweek}`;
const tooltipProps = {
  contentStyle: tooltipBoxStyle,
  labelFormatter: (gameweek: unknown) => `Gameweek ${String(gameweek)}`,
};

/**
 * A figure per gameweek as bars or a line, in the theme's colours. The picture is hidden from assistive
 * technology: a visually hidden table under the same title reads out every value instead.
 */
export function GameweekChart({
  title,
  valueLabel,
  data,
  kind = 'bar',
  caption,
}: {
  /** Names the figure and its table. */
  title: string;
  /** The value column's heading and the tooltip's name for it (e.g. "Points"). */
  valueLabel: string;
  data: readonly GameweekValue[];
  kind?: 'bar' | 'line';
  /** The words under the chart; the title when not given. */
  caption?: ReactNode;
}) {
  const captionId = useId();
  // Recharts takes a mutable array.
  const rows = [...data];
  return (
    <figure className="grid gap-2" aria-labelledby={captionId}>
      <div aria-hidden="true" data-testid="gameweek-chart">
        <ResponsiveContainer width="100%" height={HEIGHT}>
          {kind === 'bar' ? (
            <BarChart
              data={rows}
              margin={{ top: 20, right: 4, bottom: 0, left: 4 }}
              accessibilityLayer={false}
            >
              <XAxis
                dataKey="gameweek"
                tickFormatter={gameweekTick}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip {...tooltipProps} cursor={{ fill: 'var(--muted)' }} />
              <Bar
                dataKey="value"
                name={valueLabel}
                fill="var(--primary)"
                radius={4}
                shape={GameweekBar}
                isAnimationActive={false}
              >
                <LabelList dataKey="value" position="top" content={BarFigure} />
              </Bar>
            </BarChart>
          ) : (
            <LineChart
              data={rows}
              margin={{ top: 12, right: 12, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis
                dataKey="gameweek"
                tickFormatter={gameweekTick}
                tick={axisTick}
                tickLine={false}
                axisLine={false}
              />
              <YAxis width={32} tick={axisTick} tickLine={false} axisLine={false} allowDecimals={false} />
              <Tooltip {...tooltipProps} cursor={{ stroke: 'var(--border)' }} />
              <Line
                dataKey="value"
                name={valueLabel}
                stroke="var(--primary)"
                strokeWidth={2}
                dot={{ r: 3, fill: 'var(--primary)' }}
                isAnimationActive={false}
              />
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Gameweek</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.gameweek}>
              <th scope="row">{`Gameweek ${point.gameweek}`}</th>
              <td>{`${point.value}${point.live ? ' (live)' : ''}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption id={captionId} className="text-xs text-muted-foreground">
        {caption ?? title}
      </figcaption>
    </figure>
  );
}

function GameweekBar(props: BarShapeProps) {
  const { live } = props.payload as GameweekValue;
  return <Rectangle {...props} fillOpacity={live ? 0.45 : 1} />;
}

/** A bar's figure above it, when the bar is wide enough to carry it. */
function BarFigure({ viewBox, value }: LabelProps) {
  if (!viewBox || !('width' in viewBox) || viewBox.width < MIN_LABELLED_BAR) return null;
  return (
    <text
      x={viewBox.x + viewBox.width / 2}
      y={viewBox.y - 6}
      textAnchor="middle"
      fontSize={11}
      fontWeight={600}
      fill="var(--foreground)"
    >
      {value}
    </text>
  );
}
