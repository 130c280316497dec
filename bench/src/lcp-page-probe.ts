/// <reference lib="dom" />

/** What one page load painted, in ms from the navigation's start (read in the page). */
export interface PaintTimings {
  ttfbMs: number;
  fcpMs: number;
  lcpMs: number;
  /** The largest contentful element: its tag and the start of its text, to see what the figure is about. */
  lcpElement: string;
}

/**
 * Runs in the page once it has loaded: collects the largest-contentful-paint candidates (buffered, so
 * those painted before are included) until none has come for `quietMs` (data arriving later may paint a
 * larger element), at most `maxMs`, and reads the last one with the navigation's first byte and first paint.
 */
export function readPaintTimings({
  quietMs,
  maxMs,
}: {
  quietMs: number;
  maxMs: number;
}): Promise<PaintTimings> {
  return new Promise((resolve, reject) => {
    let last: LargestContentfulPaint | undefined;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const [fcp] = performance.getEntriesByName('first-contentful-paint');
      if (!last || !navigation || !fcp) return reject(new Error('the page reported no paint'));
      const element = last.element;
      const text = (element?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      resolve({
        ttfbMs: navigation.responseStart,
        fcpMs: fcp.startTime,
        lcpMs: last.startTime,
        lcpElement: element ? `<${element.tagName.toLowerCase()}> ${text}` : '(removed from the page)',
      });
    };
    const observer = new PerformanceObserver((list) => {
      last = list.getEntries().at(-1) as LargestContentfulPaint;
      clearTimeout(quiet);
      quiet = setTimeout(finish, quietMs);
    });
    const cap = setTimeout(finish, maxMs);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    quiet = setTimeout(finish, quietMs);
  });
}
