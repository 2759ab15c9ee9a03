import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../src/domain/geo/distance.js';
import { kmOutside } from '../src/domain/geo/outlines.js';
import { asksToCrossBorder, countryKeptTo } from '../src/domain/planner/borders.js';
import { tripRequestSchema } from '../src/domain/planner/request.js';
import type { RouteOption, TripPlan } from '../src/domain/planner/types.js';
import { PACK_TRIPS } from './support/pack-trips.js';
import { data, gazetteer, plan } from './support/planner.js';

/**
 * Issue 19, item 4 (first half): a trip between two places in one country stays in that country,
 * every stop and every night, unless the traveller asks to cross.
 */

/** Coastal towns sit a few km off the simplified outlines; a stop abroad is tens of km over. */
const TOLERANCE_KM = 10;
const byId = new Map(data.places.map((place) => [place.id, place]));

/**
 * The country a stop is in: its catalogue place's, or the GeoNames town it is in (lunch, the night, the
 * arrival), else where the country outlines put it (small islands are missing from them).
 */
function countryOf(stop: TripPlan['routeOptions'][number]['stops'][number], country: string): string {
  const place = stop.placeId ? byId.get(stop.placeId) : undefined;
  if (place) return place.country;
  const town = gazetteer.townsNear(stop, 1)[0];
  if (town) return town.country;
  return (kmOutside(stop, country) ?? 0) > TOLERANCE_KM ? 'elsewhere' : country;
}

/** Every stop of every option that is not in `country`. */
function abroad(result: TripPlan, country: string): string[] {
  return result.routeOptions.flatMap((option) =>
    option.stops
      .filter((stop) => countryOf(stop, country) !== country)
      .map(
        (stop) => `${option.routeName}, day ${stop.dayNumber}: ${stop.name} (${countryOf(stop, country)})`,
      ),
  );
}

describe('a trip within one country stays in it', () => {
  it('drives Hanoi to Ho Chi Minh City in 14 days without entering Laos or Cambodia', async () => {
    const result = await plan({
      startLocation: 'Hanoi, Vietnam',
      endLocation: 'Ho Chi Minh City, Vietnam',
      totalDays: 14,
    });
    expect(abroad(result, 'VN')).toEqual([]);
    for (const option of result.routeOptions) {
      for (const night of option.dailySegments.map((segment) => segment.overnight)) {
        expect(night, option.routeName).toMatch(/, Vietnam$/);
      }
    }
  });

  it('keeps an Arusha loop in Tanzania, away from Nairobi', async () => {
    const result = await plan({
      startLocation: 'Arusha, Tanzania',
      endLocation: 'Arusha, Tanzania',
      totalDays: 7,
    });
    expect(abroad(result, 'TZ')).toEqual([]);
    const nairobi = gazetteer.resolve('Nairobi, Kenya');
    for (const stop of result.routeOptions.flatMap((option) => option.stops)) {
      expect(greatCircleKm(stop, nairobi), stop.name).toBeGreaterThan(100);
    }
  });

  it('lunches in Sweden between Göteborg and Strömstad', async () => {
    for (const totalDays of [1, 2, 3]) {
      const result = await plan({
        startLocation: 'Göteborg, Sweden',
        endLocation: 'Strömstad, Sweden',
        totalDays,
      });
      expect(abroad(result, 'SE')).toEqual([]);
      const lunches = result.routeOptions.flatMap((option) =>
        option.stops.filter((stop) => stop.category === 'lunch'),
      );
      for (const lunch of lunches) expect(lunch.address, lunch.name).toMatch(/, Sweden$/);
    }
  });

  it('sleeps in Switzerland between Sankt Gallen and Lugano', async () => {
    for (const totalDays of [2, 3, 4]) {
      const result = await plan({
        startLocation: 'Sankt Gallen, Switzerland',
        endLocation: 'Lugano, Switzerland',
        totalDays,
      });
      expect(abroad(result, 'CH')).toEqual([]);
      for (const option of result.routeOptions) {
        for (const segment of option.dailySegments) {
          expect(segment.overnight, `${option.routeName}, ${totalDays} days`).toMatch(/, Switzerland$/);
        }
      }
    }
  });

  it.each(PACK_TRIPS)('$country: $startLocation to $endLocation keeps to its country', async (trip) => {
    const start = gazetteer.resolve(trip.startLocation);
    const end = gazetteer.resolve(trip.endLocation);
    if (start.country !== end.country) return;
    expect(abroad(await plan({ ...trip }), start.country)).toEqual([]);
  });
});

describe('crossing on purpose', () => {
  const request = (specialRequests: string) =>
    tripRequestSchema.parse({
      startLocation: 'Sankt Gallen, Switzerland',
      endLocation: 'Lugano, Switzerland',
      totalDays: 3,
      specialRequests,
    });
  const ends = {
    start: gazetteer.resolve('Sankt Gallen, Switzerland'),
    end: gazetteer.resolve('Lugano, Switzerland'),
  };

  it('lets the traveller ask to cross a border, or name the country to visit', () => {
    expect(countryKeptTo(ends.start, ends.end, request(''))).toBe('CH');
    expect(countryKeptTo(ends.start, ends.end, request('No long hikes please.'))).toBe('CH');
    expect(asksToCrossBorder(request('Happy to cross the border for a night.'), 'CH')).toBe(true);
    expect(
      countryKeptTo(ends.start, ends.end, request('We would love a night by Lake Como in Italy.')),
    ).toBeNull();
  });

  it('crosses for a must-see abroad: Villa del Balbianello on Lake Como, from Sankt Gallen to Lugano', async () => {
    const specialRequests = 'Must see: Villa del Balbianello';
    expect(countryKeptTo(ends.start, ends.end, request(specialRequests), data.places)).toBeNull();
    const result = await plan({
      startLocation: 'Sankt Gallen, Switzerland',
      endLocation: 'Lugano, Switzerland',
      totalDays: 3,
      specialRequests,
    });
    const visiting = result.routeOptions.filter((option) =>
      option.stops.some((stop) => stop.name === 'Villa del Balbianello'),
    );
    expect(visiting.length).toBeGreaterThan(0);
    // An option that could not fit it says so in the notes (listening.ts).
    for (const option of result.routeOptions.filter((other) => !visiting.includes(other))) {
      expect(result.notes.join(' ')).toContain(option.routeName);
    }
  });

  it('does not hold a trip between two countries to either', () => {
    const munich = gazetteer.resolve('Munich, Germany');
    expect(countryKeptTo(munich, ends.end, request(''))).toBeNull();
  });
});

describe('a border crossed is said on its day', () => {
  /** The days of an option that say they cross a border. */
  const crossingDays = (option: RouteOption) =>
    option.dailySegments.filter((day) => /Crosses from /.test(day.description));

  it('Nice to Milan crosses from France into Italy on one day of each option, inside Schengen', async () => {
    const result = await plan({
      startLocation: 'Nice, France',
      endLocation: 'Milan, Italy',
      totalDays: 3,
      themes: ['nature'],
    });
    for (const option of result.routeOptions) {
      const days = crossingDays(option);
      expect(days.length, option.routeName).toBeGreaterThanOrEqual(1);
      expect(days[0]!.description).toMatch(
        /Crosses from France into Italy: no border checks inside the Schengen/,
      );
    }
    expect(result.notes.join(' ')).toMatch(/Schengen.*https:\/\/en\.wikipedia\.org\/wiki\/Schengen_Area/);
  });

  it('Seattle to Vancouver passes a border post, with papers to carry', async () => {
    const result = await plan({
      startLocation: 'Seattle, WA',
      endLocation: 'Vancouver, Canada',
      totalDays: 2,
      themes: ['nature'],
    });
    const [direct] = result.routeOptions;
    const days = crossingDays(direct!);
    expect(days).toHaveLength(1);
    expect(days[0]!.description).toMatch(
      /from the United States into Canada at a border post: carry passports/,
    );
  });

  it('says nothing of borders on a trip that stays in one country', async () => {
    const result = await plan({
      startLocation: 'Sankt Gallen, Switzerland',
      endLocation: 'Lugano, Switzerland',
      totalDays: 3,
    });
    for (const option of result.routeOptions) expect(crossingDays(option)).toHaveLength(0);
  });
});
