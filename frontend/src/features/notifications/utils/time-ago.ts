import { parseDateTime } from '@/lib/date-format';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// The largest unit that fits, from minutes up: "5 minutes ago", "yesterday", "last week".
const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** How long ago an ISO date-time was, seen from `now`: "just now" under a minute; unreadable: "". */
export function formatTimeAgo(isoDateTime: string, now: number = Date.now()): string {
  const date = parseDateTime(isoDateTime);
  if (!date) return '';
  // A clock a little ahead of the server's would put a new one in the future: it is just now too.
  const seconds = Math.max(0, Math.floor((now - date.getTime()) / 1000));
  for (const [unit, size] of units) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
