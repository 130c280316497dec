/** "3 minutes", "1 second": how long a refused caller waits, rounded up, never below 1. */
export function retryAfterText(retryAfterMs: number, unit: 'minute' | 'second'): string {
  const count = Math.max(1, Math.ceil(retryAfterMs / (unit === 'minute' ? 60_000 : 1000)));
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
