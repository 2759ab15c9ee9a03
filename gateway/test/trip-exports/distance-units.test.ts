import ICAL from 'ical.js';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { tripGpx } from '../../src/rest/trip-exports/gpx.js';
import { tripIcs } from '../../src/rest/trip-exports/ics.js';
import type { ExportTrip } from '../../src/rest/trip-exports/input.js';
import { tripKml } from '../../src/rest/trip-exports/kml.js';
import { TRIP } from './trip.fixture.js';

// Every file a traveller takes away writes distances in the unit of the country the trip starts in.

/** The same days, as a trip starting in Italy: km on every line. */
const ITALIAN: ExportTrip = { ...TRIP, distanceUnit: 'km', totalKm: 280.4 };

const firstDayDescription = (trip: ExportTrip) => {
  const [first] = new ICAL.Component(ICAL.parse(tripIcs(trip, '2025-06-01', new Date(), 'byway.example.com')))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  return first?.description.split('\n')[0];
};

interface Gpx {
  gpx: { metadata: { desc: string }; rte: Array<{ desc: string }> };
}
const gpxOf = (trip: ExportTrip) =>
  new XMLParser({ isArray: (name) => name === 'rte' }).parse(tripGpx(trip)) as Gpx;

interface Kml {
  kml: { Document: { Folder: Array<{ description: string }> } };
}
const kmlOf = (trip: ExportTrip) =>
  new XMLParser({ isArray: (name) => name === 'Folder' }).parse(tripKml(trip)) as Kml;

describe('distances in the exports', () => {
  it('an Italian trip reads km in the calendar, the GPX and the KML', () => {
    expect(firstDayDescription(ITALIAN)).toBe('Drive: about 1.3 h, 77 km (estimate)');
    const { gpx } = gpxOf(ITALIAN);
    expect(gpx.metadata.desc).toBe('Scenic Route, 3 days, 280 km (estimate)');
    expect(gpx.rte.map((route) => route.desc)).toEqual([
      'About 1.3 h and 77 km of driving (estimate)',
      'About 0.8 h and 58 km of driving (estimate)',
    ]);
    expect(kmlOf(ITALIAN).kml.Document.Folder[0]?.description).toBe(
      'About 1.3 h and 77 km of driving (estimate)',
    );
  });

  it('a US trip reads miles in the same places', () => {
    expect(firstDayDescription(TRIP)).toBe('Drive: about 1.3 h, 48 mi (estimate)');
    const { gpx } = gpxOf(TRIP);
    expect(gpx.metadata.desc).toBe('Scenic Route, 3 days, 84 mi (estimate)');
    expect(gpx.rte[1]?.desc).toBe('About 0.8 h and 36 mi of driving (estimate)');
    expect(kmlOf(TRIP).kml.Document.Folder[0]?.description).toBe(
      'About 1.3 h and 48 mi of driving (estimate)',
    );
  });
});
