import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, tripIcs } from '../../src/rest/trip-exports/ics.js';
import { TRICKY_NAME, TRIP } from './trip.fixture.js';

const NOW = new Date('2025-05-20T08:30:00.123Z');
const HOST = 'byway.example.com';
const octets = (line: string) => new TextEncoder().encode(line).length;

const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

describe('ICS export', () => {
  const ics = tripIcs(TRIP, '2025-06-01', NOW, HOST);

  it('is an iCalendar with CRLF lines of at most 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Byway//Trip export//EN\r\n')).toBe(
      true,
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    expect(Math.max(...lines.map(octets))).toBeLessThanOrEqual(75);
    // The description is long enough that folding really happened.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('has one all-day event per day, from the first day, with stable ids', () => {
    const events = eventsOf(ics);
    expect(events.map((event) => event.uid)).toEqual([
      'trip-42-day-1@byway.example.com',
      'trip-42-day-2@byway.example.com',
      'trip-42-day-3@byway.example.com',
    ]);
    expect(events.map((event) => [event.startDate.toString(), event.endDate.toString()])).toEqual([
      ['2025-06-01', '2025-06-02'],
      ['2025-06-02', '2025-06-03'],
      ['2025-06-03', '2025-06-04'],
    ]);
    expect(events.every((event) => event.startDate.isDate)).toBe(true);
    expect(ics).toContain('DTSTAMP:20250520T083000Z');
    const again = eventsOf(tripIcs(TRIP, '2025-07-01', new Date(), HOST)).map((event) => event.uid);
    expect(again).toEqual(events.map((event) => event.uid));
  });

  it('names each day and lists its drive, stops and overnight, with the overnight town as location', () => {
    const [first, second, third] = eventsOf(ics);
    expect(first?.summary).toBe('Day 1: Ice cream, then Stowe');
    expect(first?.location).toBe('Stowe, VT');
    expect(first?.description).toBe(
      [
        'Drive: about 1.3 h, 48 mi (estimate)',
        'Stops:',
        `1. ${TRICKY_NAME} (food · 1281 Waterbury-Stowe Rd, Waterbury, VT · about 60 min)`,
        '2. Somewhere unplaced',
        '3. Stowe (town · Stowe, VT · about 120 min)',
        'Overnight: Stowe, VT',
      ].join('\n'),
    );
    expect(second?.location).toBe('Montpelier, VT');
    // A day the planner left empty says so instead of inventing one.
    expect(third?.summary).toBe('Day 3: Vermont & the <Green> Mountains');
    expect(third?.location).toBeNull();
    expect(third?.description).toBe('Drive: not planned\nStops: none planned\nOvernight: not planned');
  });

  it("ends every UID in the site's domain (RFC 5545), so two sites' trip 42 are different events", () => {
    const uids = (host: string) => eventsOf(tripIcs(TRIP, '2025-06-01', NOW, host)).map((e) => e.uid);
    expect(uids('trips.example.org').every((uid) => /^trip-42-day-\d+@trips\.example\.org$/.test(uid))).toBe(
      true,
    );
    expect(uids('trips.example.org')).not.toEqual(uids(HOST));
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const tricky = tripIcs(
      { ...TRIP, days: [{ ...TRIP.days[0]!, title: 'A\\B; C, D\nE' }], totalDays: 1 },
      '2025-06-01',
      NOW,
      HOST,
    );
    expect(tricky).toContain('SUMMARY:Day 1: A\\\\B\\; C\\, D\\nE\r\n');
    expect(eventsOf(tricky)[0]?.summary).toBe('Day 1: A\\B; C, D\nE');
  });

  it('folds long lines without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((part) => octets(part) <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
