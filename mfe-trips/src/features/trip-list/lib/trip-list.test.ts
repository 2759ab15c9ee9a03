import { describe, expect, it } from 'vitest';
import type { MyTrip } from '../api/my-trips';
import { durationLabel, matchesFilter, themeLabels, visibleTrips, type TripFilter } from './trip-list';
import { myTripFixture as trip } from './trip-list.fixtures';

describe('durationLabel (spec 9)', () => {
  it.each([
    [1, '1 day'],
    [2, '2 days'],
    [7, '7 days'],
    [8, '1w 1d'],
    [10, '1w 3d'],
    [14, '2 weeks'],
    [21, '3 weeks'],
    [30, '4w 2d'],
  ])('%i days -> %s', (days, label) => {
    expect(durationLabel(days)).toBe(label);
  });
});

describe('filters', () => {
  const cases: [TripFilter, Partial<MyTrip>, boolean][] = [
    ['short', { totalDays: 3 }, true],
    ['short', { totalDays: 4 }, false],
    ['medium', { totalDays: 4 }, true],
    ['medium', { totalDays: 7 }, true],
    ['medium', { totalDays: 8 }, false],
    ['long', { totalDays: 8 }, true],
    ['long', { totalDays: 7 }, false],
    ['solo', { travelPartySize: 1 }, true],
    ['solo', { travelPartySize: 2 }, false],
    ['group', { travelPartySize: 2 }, true],
    ['group', { travelPartySize: 1 }, false],
    ['group', { travelPartySize: null }, false],
    ['budget', { budget: 'budget' }, true],
    ['budget', { budget: 'Moderate' }, true],
    ['budget', { budget: 'luxury' }, false],
    ['luxury', { budget: 'luxury' }, true],
    ['luxury', { budget: 'premium' }, true],
    ['luxury', { budget: 'flexible' }, false],
    ['all', { budget: null, travelPartySize: null }, true],
  ];
  it.each(cases)('%s with %o -> %s', (filter, overrides, expected) => {
    expect(matchesFilter(trip(1, overrides), filter)).toBe(expected);
  });
});

describe('visibleTrips', () => {
  const trips = [
    trip(1, { title: 'Coastal Drive', totalDays: 10 }),
    trip(2, { title: 'alpine loop', totalDays: 2, theme: 'scenic-drives,foodie' }),
    trip(3, { title: 'Bayou Blues', totalDays: 5, description: 'Jazz and gumbo' }),
  ];

  it('sorts newest, oldest, longest, shortest and alphabetically', () => {
    const ids = (sort: Parameters<typeof visibleTrips>[1]['sort']) =>
      visibleTrips(trips, { search: '', filter: 'all', sort }).map((item) => item.id);
    expect(ids('newest')).toEqual([3, 2, 1]);
    expect(ids('oldest')).toEqual([1, 2, 3]);
    expect(ids('duration-desc')).toEqual([1, 3, 2]);
    expect(ids('duration-asc')).toEqual([2, 3, 1]);
    expect(ids('alphabetical')).toEqual([2, 3, 1]);
  });

  it('searches title, start, end, description and theme, ignoring case', () => {
    const ids = (search: string) =>
      visibleTrips(trips, { search, filter: 'all', sort: 'oldest' }).map((item) => item.id);
    expect(ids('COASTAL')).toEqual([1]);
    expect(ids('gumbo')).toEqual([3]);
    expect(ids('foodie')).toEqual([2]);
    expect(ids('moab')).toEqual([1, 2, 3]);
    expect(ids('denver')).toEqual([1, 2, 3]);
    expect(ids('nowhere')).toEqual([]);
  });

  it('formats the themes of a trip with the shared labels (others title-cased)', () => {
    expect(themeLabels('scenic-drives, arts-culture, road-food')).toEqual([
      'Scenic Drives',
      'Arts & Culture',
      'Road Food',
    ]);
    expect(themeLabels(null)).toEqual([]);
  });
});
