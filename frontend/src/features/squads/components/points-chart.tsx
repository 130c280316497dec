import type { ManagerStatsFieldsFragment } from '@/graphql/__generated__/graphql';

type GameweekPoints = ManagerStatsFieldsFragment['gameweeks'][number];

const BAR_WIDTH = 28;
const GAP = 12;
const HEIGHT = 160;
const LABEL_SPACE = 20;

/** Points per gameweek as bars; a gameweek still being played is drawn lighter and marked live. */
export function PointsChart({ gameweeks }: { gameweeks: readonly GameweekPoints[] }) {
  if (gameweeks.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        No gameweek played yet: points per gameweek appear here once your lineup is locked.
      </p>
    );
  }
  const max = Math.max(1, ...gameweeks.map((g) => g.points));
  const width = gameweeks.length * (BAR_WIDTH + GAP) + GAP;
  const summary = gameweeks
    .map((g) => `gameweek ${g.gameweek}: ${g.points}${g.final ? '' : ' (live)'}`)
    .join(', ');
  return (
    <figure className="grid gap-2">
      <div className="overflow-x-auto">
        <svg
          role="img"
          aria-label={`Points per gameweek: ${summary}`}
          viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE * 2}`}
          className="h-52 min-w-full"
          style={{ width: Math.max(width, 240) }}
        >
          {gameweeks.map((g, index) => {
            const barHeight = Math.max(2, (Math.max(0, g.points) / max) * HEIGHT);
            const x = GAP + index * (BAR_WIDTH + GAP);
            const y = LABEL_SPACE + HEIGHT - barHeight;
            return (
              <g key={g.gameweek} data-testid="points-bar">
                <rect
                  x={x}
                  y={y}
                  width={BAR_WIDTH}
                  height={barHeight}
                  rx={4}
                  className={g.final ? 'fill-primary' : 'fill-primary/45'}
                />
                <text
                  x={x + BAR_WIDTH / 2}
                  y={y - 4}
                  textAnchor="middle"
                  className="fill-foreground text-[11px] font-semibold"
                >
                  {g.points}
                </text>
                <text
                  x={x + BAR_WIDTH / 2}
                  y={LABEL_SPACE + HEIGHT + 14}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {`GW${g.gameweek}`}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Points per gameweek{gameweeks.some((g) => !g.final) && '; the lighter bar is still being played'}.
      </figcaption>
    </figure>
  );
}
