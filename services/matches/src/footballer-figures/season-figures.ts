import type { FootballerGameweekFigures } from '../points/performances.repository';

/** How many of his latest gameweeks with a match the form averages. */
export const FORM_GAMEWEEKS = 5;

type Figure = Exclude<keyof FootballerGameweekFigures, 'footballerId' | 'gameweek'>;

/** One figure summed over his gameweeks. */
export const sumOf = (rows: readonly FootballerGameweekFigures[], figure: Figure) =>
  rows.reduce((sum, row) => sum + row[figure], 0);

/** Average points of his last FORM_GAMEWEEKS gameweeks with a match (rows oldest first); 0 before his first. */
export function formOf(rows: readonly FootballerGameweekFigures[]): number {
  const latest = rows.slice(-FORM_GAMEWEEKS);
  return latest.length ? sumOf(latest, 'points') / latest.length : 0;
}
