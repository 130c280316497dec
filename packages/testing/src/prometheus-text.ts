const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/**
 * The value of sample `name` in a Prometheus text answer (GET /metrics) among those whose labels
 * include `labels` (the sum when several do: a histogram's count over all outcomes); undefined
 * when none does.
 */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const sample = SAMPLE.exec(line);
    if (!sample || sample[1] !== name) continue;
    const found = Object.fromEntries(
      [...(sample[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      total = (total ?? 0) + Number(sample[3]);
  }
  return total;
}
