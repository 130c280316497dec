// Game days are UTC calendar dates written as YYYY-MM-DD (the form of a PostgreSQL `date`).

const DAY_MS = 86_400_000;

export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(startOfDay(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS);
}
