/**
 * Runs a bench's `main` and exits with its outcome; bounded in time whatever happens: after
 * `deadlineMs` it says so, calls `onTimeout` (stop the product) and exits non-zero.
 */
export function runBounded(
  name: string,
  main: () => Promise<void>,
  deadlineMs: number,
  onTimeout: () => void,
): void {
  setTimeout(() => {
    process.stderr.write(`${name} benchmark: no result within ${deadlineMs / 60_000} minutes\n`);
    onTimeout();
    process.exit(1);
  }, deadlineMs).unref();
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${name} benchmark failed: ${described(error)}\n`);
      process.exit(1);
    },
  );
}

// With its causes: fetch's own error says only "fetch failed", its cause what failed (refused, reset…).
function described(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined
    ? `${error.stack}`
    : `${error.stack}\ncaused by: ${described(error.cause)}`;
}
