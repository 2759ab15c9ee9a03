import { XMLParser, type X2jOptions } from 'fast-xml-parser';
import type { ExportTrip } from '../../src/rest/trip-exports/input.js';

/** An export's XML parsed with its attributes (`@_name`), the elements named in `lists` always as lists. */
export const parseXml = <T>(xml: string, lists: readonly string[], options: X2jOptions = {}) =>
  new XMLParser({ ignoreAttributes: false, isArray: (name) => lists.includes(name), ...options }).parse(
    xml,
  ) as T;

/** The stop name every export must carry through intact: XML and ICS specials all at once. */
export const TRICKY_NAME = `Ben & Jerry's <Factory>; "tour", day 1`;

/** A 3-day trip: two placed stops and one without coordinates on day 1, one on day 2, nothing on day 3. */
export const TRIP: ExportTrip = {
  id: 42,
  title: 'Vermont & the <Green> Mountains',
  startLocation: 'Burlington, VT',
  endLocation: 'Montpelier, VT',
  totalDays: 3,
  startDate: null,
  routeName: 'Scenic Route',
  totalKm: 135.2,
  distanceUnit: 'mi',
  stops: [
    {
      name: TRICKY_NAME,
      lat: 44.3532,
      lng: -72.7415,
      dayNumber: 1,
      orderInDay: 1,
      category: 'food',
      address: '1281 Waterbury-Stowe Rd, Waterbury, VT',
      durationMinutes: 60,
    },
    {
      name: 'Somewhere unplaced',
      lat: null,
      lng: null,
      dayNumber: 1,
      orderInDay: 2,
      category: null,
      address: null,
      durationMinutes: null,
    },
    {
      name: 'Stowe',
      lat: 44.4654,
      lng: -72.6874,
      dayNumber: 1,
      orderInDay: 3,
      category: 'town',
      address: 'Stowe, VT',
      durationMinutes: 120,
    },
    {
      name: 'Vermont State House',
      lat: 44.2623,
      lng: -72.5809,
      dayNumber: 2,
      orderInDay: 1,
      category: 'history',
      address: '115 State St, Montpelier, VT',
      durationMinutes: 45,
    },
  ],
  days: [
    { day: 1, title: 'Ice cream, then Stowe', driveHours: 1.25, km: 77.2, overnight: 'Stowe, VT' },
    { day: 2, title: 'Day 2: To the capital', driveHours: 0.8, km: 57.9, overnight: 'Montpelier, VT' },
    { day: 3, title: null, driveHours: null, km: null, overnight: null },
  ],
};
