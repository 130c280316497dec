import { describe, expect, it } from '@jest/globals';
import { formatTimeAgo } from '@/features/notifications/utils/time-ago';

const NOW = Date.parse('2026-12-10T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('time ago', () => {
  it('should say "just now" under a minute, and for a moment a little ahead of the clock', () => {
    expect(formatTimeAgo(before(0), NOW)).toBe('just now');
    expect(formatTimeAgo(before(59), NOW)).toBe('just now');
    expect(formatTimeAgo(before(-30), NOW)).toBe('just now');
  });

  it('should name the largest whole unit that fits', () => {
    const minute = 60;
    const hour = 60 * minute;
    const day = 24 * hour;
    expect(
      [minute, 5 * minute + 59, hour, 23 * hour, day, 3 * day, 7 * day, 20 * day, 45 * day, 400 * day].map(
        (seconds) => formatTimeAgo(before(seconds), NOW),
      ),
    ).toEqual([
      '1 minute ago',
      '5 minutes ago',
      '1 hour ago',
      '23 hours ago',
      'yesterday',
      '3 days ago',
      'last week',
      '2 weeks ago',
      'last month',
      'last year',
    ]);
  });

  it('should show nothing for an unreadable time', () => {
    expect(formatTimeAgo('not a date', NOW)).toBe('');
  });
});
