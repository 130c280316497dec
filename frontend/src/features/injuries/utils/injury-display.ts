import { formatShortDateTime, parseDateTime } from '@/lib/date-format';
import type { InjurySeverity, InjuryStatus } from '@/graphql/__generated__/graphql';

// Display strings of an injury record.
export const severityLabels: Record<InjurySeverity, string> = {
  MINOR: 'Minor',
  MODERATE: 'Moderate',
  SEVERE: 'Severe',
};

export const statusLabels: Record<InjuryStatus, string> = {
  OUT: 'Out',
  DOUBTFUL: 'Doubtful',
  QUESTIONABLE: 'Questionable',
};

// A return date is a calendar day: read in UTC, so midnight UTC is not shown as the day before in America.
const expectedReturnFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Jun 20, 2026"; an unreadable value is shown as "Unknown" rather than as a wrong date. */
export function formatExpectedReturn(isoDateTime: string): string {
  const date = parseDateTime(isoDateTime);
  return date ? expectedReturnFormat.format(date) : 'Unknown';
}

/** "Jun 12, 14:05" in the reader's time zone. */
export const formatLastUpdate = formatShortDateTime;
