/** Rank as '#n'; a manager not ranked yet shows a dash. */
export function rankText(rank: number | null): string {
  return rank === null ? '—' : `#${rank.toLocaleString('en-US')}`;
}

export function pointsText(points: number): string {
  return points.toLocaleString('en-US');
}

export function averageText(average: number): string {
  return average.toFixed(1);
}
