/**
 * Keeps a label's distinct values under `max`: the first `max` values seen pass, later new ones
 * become "other", so a client cannot grow the series without end (each operation name it
 * invents would be one).
 */
export function boundedValues(max: number): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}
