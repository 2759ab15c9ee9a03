import { describe, expect, it } from 'vitest';
import { alongSegment, greatCircleKm, type LatLng } from '../src/domain/geo/distance.js';
import { PACE } from '../src/domain/planner/pace.js';
import type { RouteOption, TripPlan } from '../src/domain/planner/types.js';
import { PACK_TRIPS } from './support/pack-trips.js';
import { data, gazetteer, plan } from './support/planner.js';

/**
 * Issue 19, items 2 and 6: every stop is a real place or says plainly what it is, and every day is one
 * a person can live: its visits and driving within the pace's day, no place twice, no empty day when
 * the catalogue has places along it (or the day says why).
 */

/** The theme-from-town stops the planner used to invent ('Galleries and murals of Guidonia Montecelio'). */
const TEMPLATE =
  /^(Galleries and murals of|Local food in|Craft beer tasting in|Historic downtown walk in|Coffee break in downtown|Main-street shops of|Live music evening in|Lunch in downtown) /;
/** What a stop that is not a catalogue place may be: lunch, the night or the arrival, in a real town. */
const ROUTINE = /^(Lunch in|Overnight (in|near)|Arrive in) /;
/** What the old routine stops claimed of a town unchecked ('what X is known for', 'campgrounds fill early'). */
const UNCHECKED = /\b(famous|known for|locals|fill early|murals|taproom|brewpub|historical society)\b/i;
/** What a day without a sight says instead. */
const EMPTY_DAY_NOTE =
  /Nothing in our catalogue along this stretch|sights are visited on other days|lie too far off today's road/;

type Pace = keyof typeof PACE;
interface Trip {
  startLocation: string;
  endLocation: string;
  totalDays: number;
  themes?: string[];
  pace?: Pace;
}

const CLASSIC_DRIVES: Trip[] = [
  { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4, themes: ['nature', 'photography'] },
  { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, pace: 'slow' },
  { startLocation: 'Montreal, Canada', endLocation: 'Asheville, NC', totalDays: 14 },
  { startLocation: 'Calgary, AB', endLocation: 'Jasper, AB', totalDays: 4, themes: ['lodging', 'nature'] },
  {
    startLocation: 'Rome, Italy',
    endLocation: 'Florence, Italy',
    totalDays: 3,
    themes: ['arts-culture', 'breweries'],
  },
  { startLocation: 'Sydney, Australia', endLocation: 'Melbourne, Australia', totalDays: 4, pace: 'fast' },
];

const byId = new Map(data.places.map((place) => [place.id, place]));
/** The night's stop (a lodging-themed sight such as a historic hotel's lobby is a visit, not the night). */
const isNight = (stop: { name: string }) => /^Overnight (in|near) /.test(stop.name);
const stopsOfDay = (option: RouteOption, day: number) =>
  option.stops.filter((stop) => stop.dayNumber === day).sort((a, b) => a.orderInDay - b.orderInDay);

function checkStops(option: RouteOption, where: string) {
  const ids: string[] = [];
  for (const stop of option.stops) {
    expect(stop.name, `${where}: a stop made from a town's name`).not.toMatch(TEMPLATE);
    if (stop.rating !== null) {
      // A rating is our editorial score of a catalogue place: never for a town-level stop.
      expect(
        stop.placeId && byId.has(stop.placeId),
        `${where}: ${stop.name} rated, not in the catalogue`,
      ).toBe(true);
    }
    if (stop.placeId === null) {
      expect(stop.name, `${where}: ${stop.name} is neither a place nor a routine stop`).toMatch(ROUTINE);
      // It says what it is, and claims nothing about the town that nobody checked.
      expect(stop.description, `${where}: ${stop.name}`).not.toMatch(UNCHECKED);
      expect(stop.rating, `${where}: ${stop.name}`).toBeNull();
    } else if (!isNight(stop)) {
      ids.push(stop.placeId);
    }
  }
  // A place is visited once per option.
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  expect(
    twice.map((id) => byId.get(id)?.name),
    `${where}: visited twice`,
  ).toEqual([]);
}

function checkDays(option: RouteOption, result: TripPlan, trip: Trip, where: string) {
  const activeHours = PACE[trip.pace ?? 'moderate'].activeHours;
  const country = gazetteer.resolve(trip.startLocation).country;
  let from: LatLng = result.start;
  for (const segment of option.dailySegments) {
    const day = `${where}, day ${segment.day}`;
    const stops = stopsOfDay(option, segment.day);
    const sights = stops.filter((stop) => stop.placeId && !isNight(stop));
    // Visits (sights and lunch) plus the driving fit the day the pace allows.
    if (sights.length) {
      const visits = stops
        .filter((stop) => (stop.placeId ? !isNight(stop) : stop.category === 'lunch'))
        .reduce((sum, stop) => sum + stop.estimatedDuration, 0);
      const hours = segment.driveSummary.estimatedHours + visits / 60;
      expect(hours, `${day}: ${stops.map((stop) => stop.name).join(', ')}`).toBeLessThanOrEqual(
        activeHours + 0.05,
      );
    } else {
      // A day with no sight says why; 'nothing in our catalogue' must be true of its road.
      expect(segment.description, `${day}: a meal and a bed, unexplained`).toMatch(EMPTY_DAY_NOTE);
      const to = stops.at(-1) ?? from;
      if (/Nothing in our catalogue along this stretch/.test(segment.description)) {
        const beside = data.places.find(
          (place) =>
            place.country === country &&
            !place.themes.includes('lodging') &&
            alongSegment(place, from, to).offKm < 10 &&
            alongSegment(place, from, to).t > 0.05 &&
            alongSegment(place, from, to).t < 0.95,
        );
        expect(beside?.name, `${day} says the catalogue has nothing along it`).toBeUndefined();
      }
    }
    // The night is in a town, never a hotel or lodge standing in for one.
    expect(segment.overnight, `${day}: overnight`).not.toMatch(/\b(Lodge|Hotel|Resort|Motel)\b/);
    from = stops.at(-1) ?? from;
  }
}

/** Days progress along the route: no night back in a town left days before (Golden, Peyto Lake, Golden). */
function checkProgress(option: RouteOption, result: TripPlan, where: string) {
  const lengthKm = greatCircleKm(result.start, result.end);
  if (lengthKm < 60) return;
  const nights = option.stops.filter(isNight);
  const names = nights.map((night) => night.name);
  // Two nights running in one town are a base; leaving it and coming back is backtracking.
  const returns = names.filter((name, i) => names[i - 1] !== name && names.slice(0, i).includes(name));
  expect(returns, `${where}: back to a town it left`).toEqual([]);
  if (!option.routeName.startsWith('The Direct Drive')) return;
  // The direct drive's nights move towards the destination (a little back is a town off the road).
  let furthest = 0;
  for (const night of nights) {
    const progressKm = alongSegment(night, result.start, result.end).t * lengthKm;
    expect(furthest - progressKm, `${where}: ${night.name} goes back`).toBeLessThanOrEqual(
      Math.max(40, lengthKm * 0.15),
    );
    furthest = Math.max(furthest, progressKm);
  }
}

async function checkTrip(trip: Trip) {
  const result = await plan({ ...trip });
  for (const option of result.routeOptions) {
    const where = `${trip.startLocation} to ${trip.endLocation}, ${option.routeName}`;
    checkStops(option, where);
    checkDays(option, result, trip, where);
    checkProgress(option, result, where);
  }
  return result;
}

describe('days a person can live, with real places (issue 19)', () => {
  it.each(PACK_TRIPS)('$country: $startLocation to $endLocation, $totalDays days', async (trip) => {
    await checkTrip(trip);
  });

  it.each(CLASSIC_DRIVES)('$startLocation to $endLocation, $totalDays days, $pace pace', async (trip) => {
    await checkTrip(trip);
  });

  it('no longer fills Denver to Moab with 11 hours of visits on a 2-hour drive', async () => {
    const result = await plan({ startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4 });
    for (const option of result.routeOptions) {
      for (const segment of option.dailySegments) {
        const visits = stopsOfDay(option, segment.day)
          .filter((stop) => !isNight(stop) && stop.name !== 'Arrive in Moab')
          .reduce((sum, stop) => sum + stop.estimatedDuration, 0);
        expect(visits / 60 + segment.driveSummary.estimatedHours).toBeLessThanOrEqual(10.05);
      }
    }
  });

  it('spends a long trip on the places along the way: Montreal to Asheville sees the Thousand Islands or the Finger Lakes', async () => {
    const result = await plan({
      startLocation: 'Montreal, Canada',
      endLocation: 'Asheville, NC',
      totalDays: 14,
    });
    const visited = result.routeOptions.flatMap((option) => option.stops.map((stop) => stop.name));
    expect(visited.join(' | ')).toMatch(/Thousand Islands|Watkins Glen|Taughannock|Letchworth/);
    for (const option of result.routeOptions) {
      const withSights = option.dailySegments.filter((segment) =>
        stopsOfDay(option, segment.day).some((stop) => stop.placeId && !isNight(stop)),
      );
      // Most days of two weeks in the north-east visit somewhere: the days go where the places are.
      expect(withSights.length, option.routeName).toBeGreaterThanOrEqual(10);
    }
  });

  it('spends two weeks from Hanoi to Ho Chi Minh City mostly at places, never backtracking to a town', async () => {
    const result = await plan({
      startLocation: 'Hanoi, Vietnam',
      endLocation: 'Ho Chi Minh City, Vietnam',
      totalDays: 14,
    });
    for (const option of result.routeOptions) {
      const withSights = option.dailySegments.filter((segment) =>
        stopsOfDay(option, segment.day).some((stop) => stop.placeId && !isNight(stop)),
      );
      expect(withSights.length, option.routeName).toBeGreaterThanOrEqual(9);
      // Southward night after night: a day spent at the sights around a town sleeps there again rather
      // than going back up the road to a town already passed (Ninh Bình, Bỉm Sơn, Ninh Bình).
      const nights = option.stops.filter(isNight);
      nights.forEach((night, i) => {
        const before = nights[i - 1];
        if (before)
          expect(night.lat, `${option.routeName}: ${night.name}`).toBeLessThanOrEqual(before.lat + 0.1);
      });
    }
  });

  it('sleeps in the town, with a lodge suggested as where to stay', async () => {
    const result = await plan({
      startLocation: 'Calgary, AB',
      endLocation: 'Jasper, AB',
      totalDays: 4,
      themes: ['lodging', 'nature'],
    });
    const nights = result.routeOptions.flatMap((option) => option.stops.filter(isNight));
    expect(nights.length).toBeGreaterThan(0);
    for (const night of nights) {
      expect(night.name).toMatch(/^Overnight (in|near) [^,]+, (AB|BC)$/);
      const lodge = night.placeId ? byId.get(night.placeId) : undefined;
      if (lodge) expect(night.description).toContain(`Where to stay: ${lodge.name}.`);
    }
  });

  it('follows the Icefields Parkway pack with nights in towns and each stop in its own province', async () => {
    const stops = [
      { day: 4, name: 'Peyto Lake', lat: 51.7175, lng: -116.5109 },
      { day: 5, name: 'Athabasca Glacier, Columbia Icefield', lat: 52.2203, lng: -117.2253 },
      { day: 5, name: 'Athabasca Falls', lat: 52.6644, lng: -117.8838 },
      { day: 6, name: 'Maligne Canyon', lat: 52.9197, lng: -118.0013 },
    ];
    const result = await plan({
      startLocation: 'Calgary, Canada',
      endLocation: 'Hinton, Canada',
      totalDays: 6,
      waypoints: stops,
    });
    const [route] = result.routeOptions;
    for (const segment of route!.dailySegments) {
      expect(segment.overnight).not.toMatch(/\b(Lodge|Hotel|Resort|Motel)\b/);
    }
    // Peyto Lake and the Athabasca Glacier are in Alberta, not in Golden, British Columbia.
    for (const name of ['Peyto Lake', 'Athabasca Glacier, Columbia Icefield']) {
      expect(route!.stops.find((stop) => stop.name === name)?.address).toMatch(/Alberta/);
    }
  });

  it('says when the road holds nothing for an interest, instead of inventing a stop', async () => {
    const result = await plan({
      startLocation: 'Rome, Italy',
      endLocation: 'Florence, Italy',
      totalDays: 3,
      themes: ['breweries'],
    });
    const breweries = data.places.filter(
      (place) => place.country === 'IT' && place.themes.includes('breweries'),
    );
    // None in the Italian catalogue today; when one is added near the road this test asks for it instead.
    if (breweries.length === 0) {
      for (const option of result.routeOptions) {
        for (const segment of option.dailySegments) {
          expect(segment.description).toContain('Nothing in our catalogue for breweries along this stretch.');
        }
        expect(option.stops.map((stop) => stop.name).join(' | ')).not.toMatch(/beer|brew/i);
      }
    }
  });
});
