import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { tripDetailSchema, type TripDetail } from '@byway/contracts/rest';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

const TRICKY_NAME = `Ben & Jerry's <Factory>; "tour", day 1`;
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['wpt', 'rte', 'rtept'].includes(name),
});

interface Gpx {
  gpx: { wpt: Array<{ name: string }>; rte: Array<{ name: string; rtept: Array<{ name: string }> }> };
}

const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

/** The UTC date `days` after today, as YYYY-MM-DD. */
const utcDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const { platform, ada, grace } = platformSuite();
let trip: TripDetail;

beforeAll(async () => {
  const { id } = await createTrip(platform, ada, {
    title: 'Red Rock & "Arches" Run',
    startLocation: 'Denver, CO',
    endLocation: 'Moab, UT',
    totalDays: 3,
  });
  // A stop of the traveller's own, named to test escaping end to end; it belongs to every route option.
  const added = await platform.api(ada, `/api/trips/${id}/stops`, {
    method: 'POST',
    json: {
      name: TRICKY_NAME,
      latitude: 38.5733,
      longitude: -109.5498,
      category: 'food',
      address: 'Moab, UT',
    },
  });
  expect(added.status).toBe(201);
  trip = tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${id}`)).json());
  expect(trip.routeOptions.length).toBeGreaterThan(1);
});

const download = (browser: Browser, file: string) => platform.api(browser, `/api/trips/${trip.id}/${file}`);
/** Ada's export as `extension`: a 200 attachment of `mediaType` named after the trip; answers its text. */
const downloadAttachment = async (extension: string, mediaType: string) => {
  const response = await download(ada, `export.${extension}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(mediaType);
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="red-rock-arches-run.${extension}"`,
  );
  return response.text();
};

describe('REST adapter: GET /api/trips/{id}/export.gpx|.kml|.ics (issue 11)', () => {
  it('GPX: an attachment named after the trip, a waypoint per stop of route option 0 and a route per day', async () => {
    const body = await downloadAttachment('gpx', 'application/gpx+xml');
    expect(XMLValidator.validate(body)).toBe(true);
    const { gpx } = xml.parse(body) as Gpx;
    const planned = trip.routeOptions[0]!.stops;
    expect(gpx.wpt).toHaveLength(planned.length + 1);
    expect(gpx.wpt.map((point) => point.name)).toContain(TRICKY_NAME);
    const days = new Set(planned.map((stop) => stop.dayNumber));
    expect(gpx.rte).toHaveLength(days.size);
    expect(gpx.rte[0]?.name).toMatch(/^Day 1: /);
    // Issue 21: the planner's titles start with their day; the export says it once.
    expect(gpx.rte.map((route) => route.name).filter((name) => /^Day \d+: Day \d+/.test(name))).toEqual([]);
    // Each day's route starts where the previous day ended, not at its first visit.
    const byDay = [...planned].sort((a, b) => a.dayNumber - b.dayNumber || a.orderInDay - b.orderInDay);
    const lastOfDay1 = byDay.filter((stop) => stop.dayNumber === 1).at(-1)!;
    const firstOfDay2 = byDay.find((stop) => stop.dayNumber === 2)!;
    expect(gpx.rte[1]?.rtept[0]?.name).toBe(lastOfDay1.name);
    expect(gpx.rte[1]?.rtept[1]?.name).toBe(firstOfDay2.name);
  });

  it('follows ?route= to another route option', async () => {
    const second = trip.routeOptions[1]!;
    const { gpx } = xml.parse(await (await download(ada, 'export.gpx?route=1')).text()) as Gpx;
    // The second option's stops in driving order, with the traveller's own stop placed by its day.
    const names = gpx.wpt.map((point) => point.name);
    expect(names.filter((name) => name !== TRICKY_NAME)).toEqual(
      [...second.stops]
        .sort((a, b) => a.dayNumber - b.dayNumber || a.orderInDay - b.orderInDay)
        .map((stop) => stop.name),
    );
    expect(names).toContain(TRICKY_NAME);
  });

  it('KML: Google Earth media type and a folder per day', async () => {
    const body = await downloadAttachment('kml', 'application/vnd.google-earth.kml+xml');
    expect(XMLValidator.validate(body)).toBe(true);
    const parsed = xml.parse(body) as { kml: { Document: { name: string; Folder: unknown[] } } };
    expect(parsed.kml.Document.name).toBe('Red Rock & "Arches" Run');
    expect(parsed.kml.Document.Folder.length).toBeGreaterThan(0);
  });

  it('ICS: one all-day event per day, from tomorrow (UTC) by default or from ?start=', async () => {
    const events = eventsOf(await downloadAttachment('ics', 'text/calendar; charset=utf-8'));
    expect(events).toHaveLength(3);
    expect(events.map((event) => event.uid)).toEqual(
      [1, 2, 3].map((day) => `trip-${trip.id}-day-${day}@${new URL(platform.config.PUBLIC_URL).hostname}`),
    );
    // Around midnight UTC the default may be read a moment after the server chose it.
    expect([utcDate(1), utcDate(2)]).toContain(events[0]?.startDate.toString());
    const segment = trip.routeOptions[0]!.dailySegments[0]!;
    expect(segment.title).toMatch(/^Day 1: /);
    expect(events[0]?.summary).toBe(segment.title);
    expect(events[0]?.location).toBe(segment.overnight);

    const dated = eventsOf(await (await download(ada, 'export.ics?start=2030-02-27')).text());
    expect(dated.map((event) => event.startDate.toString())).toEqual([
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
    ]);
  });
});

describe('REST adapter: trip exports (issue 11): who may read them, and bad input', () => {
  it("answers 404 'Trip not found' for another traveller's trip and an unknown one alike", async () => {
    for (const file of ['export.gpx', 'export.kml', 'export.ics']) {
      const other = await download(grace, file);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ message: 'Trip not found' });
    }
    const missing = await platform.api(ada, '/api/trips/987654321/export.gpx');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Trip not found' });
  });

  it("writes the drive in the trip's unit, or in the unit the traveller's profile prefers", async () => {
    const drive = async () =>
      eventsOf(await (await download(ada, 'export.ics')).text())[0]?.description.split('\n')[0];
    // A Utah trip: miles.
    expect(await drive()).toMatch(/^Drive: about [\d.]+ h, [\d,]+ mi \(estimate\)$/);
    const setUnits = (units: string) =>
      ada.fetch(`${platform.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({
          query: 'mutation ($units: DistanceUnitPreference!) { setDistanceUnits(units: $units) { id } }',
          variables: { units },
        }),
      });
    expect((await setUnits('km')).status).toBe(200);
    try {
      expect(await drive()).toMatch(/^Drive: about [\d.]+ h, [\d,]+ km \(estimate\)$/);
    } finally {
      await setUnits('country');
    }
  });

  it('answers 401 to a signed-out caller', async () => {
    const response = await download(platform.browser(), 'export.ics');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it.each([
    ['export.gpx?route=3', 'route'],
    ['export.kml?route=first', 'route'],
    ['export.gpx?route=0&route=1', 'route'],
    ['export.ics?start=2030-02-30', 'start'],
    ['export.ics?start=tomorrow', 'start'],
  ])('answers 400 to %s, naming %s', async (file, field) => {
    const response = await download(ada, file);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: Array<{ path: string }> };
    expect(answer.issues.map((issue) => issue.path)).toContain(field);
  });

  it('answers 400 to a trip id that is not a number', async () => {
    expect((await platform.api(ada, '/api/trips/abc/export.gpx')).status).toBe(400);
  });
});

describe('REST adapter: PATCH /api/trips/{id}/route keeps the chosen route option (issue 21)', () => {
  const choose = (browser: Browser, routeIndex: unknown) =>
    platform.api(browser, `/api/trips/${trip.id}/route`, { method: 'PATCH', json: { routeIndex } });

  it('keeps it, and the trip, the exports and the cost forecast follow it', async () => {
    const chosen = await choose(ada, 1);
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { selectedRouteIndex: number }).selectedRouteIndex).toBe(1);
    const read = tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${trip.id}`)).json());
    expect(read.selectedRouteIndex).toBe(1);

    const second = trip.routeOptions[1]!;
    const { gpx } = xml.parse(await (await download(ada, 'export.gpx')).text()) as Gpx;
    expect(gpx.wpt.map((point) => point.name).filter((name) => name !== TRICKY_NAME)).toEqual(
      [...second.stops]
        .sort((a, b) => a.dayNumber - b.dayNumber || a.orderInDay - b.orderInDay)
        .map((stop) => stop.name),
    );
    const forecast = await platform.api(ada, `/api/trips/${trip.id}/cost-forecast`);
    expect(((await forecast.json()) as { routeIndex: number }).routeIndex).toBe(1);
    expect((await choose(ada, 0)).status).toBe(200);
  });

  it('refuses an option the trip does not have, bad input, and anyone but the owner', async () => {
    const missing = await choose(ada, 7);
    expect(missing.status).toBe(400);
    expect(await choose(ada, 'scenic')).toHaveProperty('status', 400);
    const other = await choose(grace, 1);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'Trip not found' });
  });
});
