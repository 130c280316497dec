// Smoke mode (BENCH_SMOKE=1): one short round with small counts through the same code paths, so
// that the test command can show every bench still runs end to end and prints its figures
// (infra/bin/bench-smoke). Its figures say nothing about speed; only full runs are quoted.
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A numeric knob: its variable when set, else the default of a full run or of a smoke run. */
export function knob(variable: string, full: number, smoke: number): number {
  const value = process.env[variable];
  return value === undefined || value === '' ? (SMOKE ? smoke : full) : Number(value);
}
