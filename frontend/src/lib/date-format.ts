// Short month, day, hour and minute, on a 24-hour clock, in the reader's time zone: "Nov 24, 21:05".
const shortDateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO date-time, or null when it cannot be read (callers say so rather than show a wrong date). */
export function parseDateTime(isoDateTime: string): Date | null {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 24, 21:05"; an unreadable value is shown as "Unknown". */
export function formatShortDateTime(isoDateTime: string): string {
  const date = parseDateTime(isoDateTime);
  return date ? shortDateTimeFormat.format(date) : 'Unknown';
}

// Weekday, date and time in the reader's time zone, the zone named: "Sat, Nov 28, 15:00 GMT+1".
const zonedDateTimeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** "Sat, Nov 28, 15:00 GMT+1": a moment to act by, in the reader's own time zone. */
export function formatZonedDateTime(date: Date): string {
  return zonedDateTimeFormat.format(date);
}
