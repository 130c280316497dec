import { readdirSync, readFileSync } from 'node:fs';

// What live.bench.ts says to the process serving the sockets (the gateway, or the bare `ws` server
// of the baseline) and to its client processes, over IPC. Times are
// `performance.timeOrigin + performance.now()` in the sending process, in ms.

/** bench → served process */
export type ToTarget = { type: 'record'; seq: number } | { type: 'clock' } | { type: 'memory' };
/** served process → bench */
export type FromTarget =
  | { type: 'ready'; port: number; openFiles: number; openFilesLimit: number }
  | { type: 'recorded'; seq: number; committedAt: number }
  | { type: 'clock'; now: number }
  | { type: 'memory'; rssBytes: number; peakRssBytes: number; heapAndExternalBytes: number };

/** bench → client process */
export type ToClients =
  | {
      type: 'connect';
      port: number;
      cookie: string;
      /** how many subscriptions each socket of this process carries; ids number them from `firstId` */
      subscriptionsPerSocket: number[];
      firstId: number;
      seqs: number;
    }
  | { type: 'received'; seq: number }
  | { type: 'arrivals' }
  | { type: 'clock' };
/** client process → bench */
export type FromClients =
  | { type: 'ready' }
  | { type: 'connected' }
  | { type: 'received'; seq: number; count: number }
  | { type: 'arrivals'; arrivals: Float64Array[] }
  | { type: 'clock'; now: number };

export const now = () => performance.timeOrigin + performance.now();

/** The memory figures of this process, after a full collection when --expose-gc is on. */
export function memoryReport(): Extract<FromTarget, { type: 'memory' }> {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  // maxRSS is in KiB: the highest RSS of the process so far, delivery bursts included.
  const peakRssBytes = process.resourceUsage().maxRSS * 1024;
  return { type: 'memory', rssBytes: rss, peakRssBytes, heapAndExternalBytes: heapUsed + external };
}

/** Open file descriptors of this process and its soft limit (Linux: /proc), for the socket budget. */
export function openFiles(): { openFiles: number; openFilesLimit: number } {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
  return {
    openFiles: readdirSync('/proc/self/fd').length,
    openFilesLimit: soft === undefined || soft === 'unlimited' ? Infinity : Number(soft),
  };
}
