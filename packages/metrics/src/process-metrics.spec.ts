import { ProcessMetrics } from './process-metrics';

describe('ProcessMetrics', () => {
  it('should read a gauge from every source at scrape time, leaving out a failing one and counting it', async () => {
    const metrics = new ProcessMetrics();
    const gauge = { name: 'test_backlog', help: 'test', labelNames: ['service'] };
    let users = 3;
    metrics.gaugeReadAtScrape(gauge, async () => [{ labels: { service: 'users' }, value: users }]);
    metrics.gaugeReadAtScrape(gauge, async () => {
      throw new Error('unreachable');
    });

    users = 4;
    const text = await metrics.scrape();
    expect(text).toContain('test_backlog{service="users"} 4');
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    // Metrics are read side by side: the failure shows from the next scrape on.
    expect(await metrics.scrape()).toMatch(/^sfl_metric_read_failures_total\{metric="test_backlog"\} [12]$/m);
  });

  it('should keep at most 500 operation names, counting the later ones as "other"', () => {
    const metrics = new ProcessMetrics();
    for (let i = 0; i < 500; i++) expect(metrics.operationName(`Op${i}`)).toBe(`Op${i}`);
    expect(metrics.operationName('Op500')).toBe('other');
    expect(metrics.operationName('Op7')).toBe('Op7');
  });
});
