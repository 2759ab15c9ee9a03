import { formatDistance } from '@byway/contracts/rules';
import { dayLabel, stopDetails, stopsOfDay, type ExportDay, type ExportTrip } from './input.js';

/**
 * An iCalendar (RFC 5545) file with an all-day event per day of the trip: the drive, the stops and where
 * the night is spent. Day 1 falls on `firstDay` (YYYY-MM-DD). UIDs depend on the trip, the day and the
 * site only, so importing a newer export updates the same events instead of adding copies; after the `@`
 * they carry `host`, the domain of the site that made them (the host of PUBLIC_URL), as RFC 5545 asks so
 * that two deployments' trip 42 are never taken for one event.
 */
export function tripIcs(trip: ExportTrip, firstDay: string, now: Date, host: string): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const events = trip.days.flatMap((day) => [
    'BEGIN:VEVENT',
    `UID:trip-${trip.id}-day-${day.day}@${host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${calendarDate(firstDay, day.day - 1)}`,
    `DTEND;VALUE=DATE:${calendarDate(firstDay, day.day)}`,
    `SUMMARY:${icsText(day.title ? dayLabel(day) : `${dayLabel(day)}: ${trip.title}`)}`,
    `DESCRIPTION:${icsText(dayDescription(trip, day))}`,
    ...(day.overnight ? [`LOCATION:${icsText(day.overnight)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Byway//Trip export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(trip.title)}`,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

function dayDescription(trip: ExportTrip, day: ExportDay): string {
  const drive =
    day.driveHours === null
      ? 'Drive: not planned'
      : `Drive: about ${round(day.driveHours)} h` +
        (day.km === null ? '' : `, ${formatDistance(day.km, trip.distanceUnit)}`) +
        ' (estimate)';
  const stops = stopsOfDay(trip, day.day).map((stop, index) => {
    const details = stopDetails(stop);
    return `${index + 1}. ${stop.name}${details ? ` (${details})` : ''}`;
  });
  return [
    drive,
    stops.length > 0 ? `Stops:\n${stops.join('\n')}` : 'Stops: none planned',
    `Overnight: ${day.overnight ?? 'not planned'}`,
  ].join('\n');
}

const round = (hours: number) => Math.round(hours * 10) / 10;

/** `first` plus `offset` days, as an iCalendar DATE (20250601). */
function calendarDate(first: string, offset: number): string {
  const date = new Date(`${first}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

// Hand-written for now (issue 23 asked for a maintained writer): ical.js, the parser the tests use, also
// writes (ICAL.Component#toString escapes TEXT and folds at 75 octets, checked with 2.2), which would
// replace icsText's escaping and foldLine, but it is only a test dependency of the gateway, and it passes
// control characters through, so the filter below would stay.
/** RFC 5545 TEXT: backslashes, semicolons, commas and line breaks escaped; other controls dropped. */
export function icsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** Folds a content line into lines of at most 75 octets (UTF-8), never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
