/** Rank as '#n'; a manager not ranked yet shows a dash. */
export function rankText(rank: number | null): string {
  return rank === null ? '—' : `#${rank.toLocaleString('en-US')}`;
}

export function pointsText(points: number): string {
  return points.toLocaleString('en-US');
}

/** Team value in whole SPL, with thousands separators. */
export function splText(value: number): string {
  return `${value.toLocaleString('en-US')} SPL`;
}

export function averageText(average: number): string {
  return average.toFixed(1);
}
