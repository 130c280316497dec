import { describe, expect, it } from '@jest/globals';
import {
  formatExpectedReturn,
  formatLastUpdate,
  severityLabels,
  statusLabels,
} from '@/features/injuries/utils/injury-display';

describe('injury display', () => {
  it('should show the severities and statuses in the words of the page', () => {
    expect(severityLabels).toEqual({ MINOR: 'Minor', MODERATE: 'Moderate', SEVERE: 'Severe' });
    expect(statusLabels).toEqual({ OUT: 'Out', DOUBTFUL: 'Doubtful', QUESTIONABLE: 'Questionable' });
  });

  it('should show the last update with short month, day, hour and minute', () => {
    expect(formatLastUpdate('2026-06-12T14:05:00.000Z')).toBe('Jun 12, 14:05');
    expect(formatLastUpdate('2026-01-03T00:30:00Z')).toBe('Jan 3, 00:30');
  });

  it('should show the expected return as a calendar day', () => {
    expect(formatExpectedReturn('2026-06-20T00:00:00.000Z')).toBe('Jun 20, 2026');
  });

  it('should say Unknown rather than show a wrong date for an unreadable value', () => {
    expect(formatLastUpdate('soon')).toBe('Unknown');
    expect(formatExpectedReturn('')).toBe('Unknown');
  });
});
