import { describe, expect, it } from 'vitest';
import type { Place } from '../src/data/catalogue-schema.js';
import { MAX_DRIVE_HOURS_PER_DAY } from '../src/domain/planner/offline-planner.js';
import type { TripPlan } from '../src/domain/planner/types.js';
import type { ModelItinerary } from '../src/domain/planner/model-itinerary.js';
import { tripRequestSchema } from '../src/domain/planner/request.js';
import { data, plan, planner } from './support/planner.js';

/**
 * 'Anything special' heard: the places the traveller must see are in every option (or the notes say why
 * not), and a need written there leaves out the places whose facts rule it out, and says so.
 */
const byId = new Map<string, Place>(data.places.map((place) => [place.id, place]));
const placesOf = (trip: TripPlan) =>
  trip.routeOptions.flatMap((option) =>
    option.stops.flatMap((stop) => {
      const place = stop.placeId ? byId.get(stop.placeId) : undefined;
      return place ? [{ place, stop, option: option.routeName }] : [];
    }),
  );
const names = (trip: TripPlan, option: number) =>
  trip.routeOptions[option]?.stops.map((stop) => stop.name) ?? [];

describe('must-see places from Anything special', () => {
  const MUST_SEES = [
    {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      text: 'Must see: Maroon Bells.',
      place: 'Maroon Bells',
    },
    {
      startLocation: 'Rome, Italy',
      endLocation: 'Florence, Italy',
      totalDays: 3,
      text: 'must see civita di bagnoregio please',
      place: 'Civita di Bagnoregio',
    },
  ];

  it.each(MUST_SEES)(
    '$startLocation to $endLocation with "$text" visits $place in every option',
    async (trip) => {
      const planned = await plan({ ...trip, specialRequests: trip.text });
      expect(planned.routeOptions).toHaveLength(3);
      for (let option = 0; option < 3; option++) expect(names(planned, option)).toContain(trip.place);
    },
  );

  it('two must-sees on one day: each is in every option, or the notes say which option it did not fit', async () => {
    const planned = await plan({
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      specialRequests: 'We really want to see the Maroon Bells and Hanging Lake',
    });
    for (const place of ['Maroon Bells', 'Hanging Lake']) {
      for (let option = 0; option < 3; option++) {
        const routeName = planned.routeOptions[option]?.routeName ?? '';
        if (!names(planned, option).includes(place)) {
          expect(planned.notes.join(' ')).toMatch(
            new RegExp(`${place} did not fit the days of .*${routeName}`),
          );
        }
      }
    }
    expect(names(planned, 0)).toContain('Maroon Bells');
  });

  const CLASSICS = [
    { startLocation: 'Edinburgh, UK', endLocation: 'Inverness, UK', place: 'Glencoe' },
    { startLocation: 'Melbourne, Australia', endLocation: 'Adelaide, Australia', place: 'Twelve Apostles' },
    { startLocation: 'Dublin, Ireland', endLocation: 'Galway, Ireland', place: 'Glendalough' },
    { startLocation: 'Las Vegas, NV', endLocation: 'Los Angeles, CA', place: 'Zion National Park' },
    { startLocation: 'San Francisco, CA', endLocation: 'Los Angeles, CA', place: 'Yosemite' },
  ];
  it.each(CLASSICS.flatMap((trip) => [2, 4].map((totalDays) => ({ ...trip, totalDays }))))(
    '$startLocation to $endLocation in $totalDays days, must see $place: in every option, no day over the limit',
    async ({ place, ...trip }) => {
      const planned = await plan({ ...trip, specialRequests: `Must see: ${place}.` });
      for (const option of planned.routeOptions) {
        expect(option.stops.some((stop) => stop.name.startsWith(place))).toBe(true);
        for (const day of option.dailySegments) {
          expect(day.driveSummary.estimatedHours).toBeLessThanOrEqual(MAX_DRIVE_HOURS_PER_DAY);
        }
      }
      expect(planned.notes.join(' ')).not.toContain('did not fit');
    },
  );

  it('without the request, the direct Denver to Moab drive does not detour to Maroon Bells', async () => {
    const planned = await plan({ startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 });
    expect(names(planned, 0)).not.toContain('Maroon Bells');
  });

  it('a must-see too far for the days is not forced in: the notes say how far off it is', async () => {
    const planned = await plan({
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 2,
      specialRequests: 'Must see: Civita di Bagnoregio',
    });
    expect(planned.routeOptions.flatMap((option) => option.stops.map((stop) => stop.name))).not.toContain(
      'Civita di Bagnoregio',
    );
    expect(planned.notes.join(' ')).toMatch(/Civita di Bagnoregio is \d+ km off this route/);
  });

  it('a name we do not know is said plainly, not replaced by a guess', async () => {
    const planned = await plan({
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      specialRequests: 'Must see: Zzyzx Quarry Xanadu',
    });
    expect(planned.notes.join(' ')).toContain('We could not find "Zzyzx Quarry Xanadu"');
  });
});

describe('needs from Anything special', () => {
  it('with a dog, Denver to Moab goes nowhere dogs are not allowed, and the notes name what was left out', async () => {
    const planned = await plan({
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      themes: ['nature'],
      specialRequests: 'We travel with a dog',
    });
    const visited = placesOf(planned);
    expect(visited.length).toBeGreaterThan(5);
    expect(visited.filter(({ place }) => place.access?.dogs === 'not-allowed')).toEqual([]);
    expect(visited.map(({ place }) => place.name)).not.toContain('Hanging Lake');
    expect(planned.notes.join(' ')).toMatch(
      /Left out for your dog: .*Arches National Park \(no dogs allowed\)/,
    );
    // Places we hold no dog rules for stay, with what to check.
    expect(
      visited
        .filter(({ place }) => place.access?.dogs === undefined)
        .every(({ stop }) => stop.description.includes('Check whether dogs are allowed before you go')),
    ).toBe(true);
  });

  it('without a dog, the same trip still visits Hanging Lake or Arches (the filter is the request)', async () => {
    const planned = await plan({
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      themes: ['nature'],
    });
    const visited = placesOf(planned).map(({ place }) => place.name);
    expect(
      visited.some((name) => ['Hanging Lake', 'Arches National Park', 'Delicate Arch'].includes(name)),
    ).toBe(true);
  });

  it('"Wheelchair user, so no long hikes please": no Hanging Lake or Delicate Arch, Maroon Bells kept, notes say why', async () => {
    const planned = await plan({
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      themes: ['nature'],
      specialRequests: 'Must see: Maroon Bells. Wheelchair user, so no long hikes please.',
    });
    const visited = placesOf(planned);
    const visitedNames = visited.map(({ place }) => place.name);
    expect(visitedNames).not.toContain('Hanging Lake');
    expect(visitedNames).not.toContain('Delicate Arch');
    for (let option = 0; option < 3; option++) expect(names(planned, option)).toContain('Maroon Bells');
    expect(planned.notes.join(' ')).toMatch(/Left out for step-free access: .*(Hanging Lake|Delicate Arch)/);
    expect(
      visited.filter(({ place }) => place.access?.stepFree === false).map(({ place }) => place.name),
    ).toEqual([]);
    const unknown = visited.filter(({ place }) => place.access?.stepFree === undefined);
    expect(unknown.length).toBeGreaterThan(0);
    for (const { stop } of unknown)
      expect(stop.description).toContain('Check step-free access before you go');
  });

  it('with children, Malaga to Seville leaves out the 8 km Caminito del Rey it otherwise visits, and says so', async () => {
    const trip = { startLocation: 'Malaga, Spain', endLocation: 'Seville, Spain', totalDays: 3 };
    const without = placesOf(await plan(trip)).map(({ place }) => place.name);
    expect(without).toContain('Caminito del Rey');
    const withKids = await plan({ ...trip, specialRequests: 'Travelling with two kids (6 and 9).' });
    expect(placesOf(withKids).map(({ place }) => place.name)).not.toContain('Caminito del Rey');
    expect(withKids.notes).toContain('Left out for your children: Caminito del Rey (a walk of 8 km).');
  });

  const ABROAD = [
    { startLocation: 'Rome, Italy', endLocation: 'Florence, Italy', totalDays: 3 },
    { startLocation: 'Edinburgh, UK', endLocation: 'Inverness, UK', totalDays: 3 },
    { startLocation: 'Sydney, Australia', endLocation: 'Melbourne, Australia', totalDays: 4 },
    { startLocation: 'Cape Town, South Africa', endLocation: 'Port Elizabeth, South Africa', totalDays: 4 },
    { startLocation: 'Hanoi, Vietnam', endLocation: 'Hue, Vietnam', totalDays: 4 },
  ];

  it.each(ABROAD)(
    '$startLocation to $endLocation without ferries or a dog-free place for a dog',
    async (trip) => {
      const planned = await plan({ ...trip, specialRequests: 'With our puppy, and please avoid ferries.' });
      const visited = placesOf(planned);
      expect(visited.length).toBeGreaterThan(0);
      expect(
        visited.filter(({ place }) => place.access?.dogs === 'not-allowed' || place.access?.byBoat),
      ).toEqual([]);
    },
  );

  it('tolls and highways, which our roads cannot plan around, are answered honestly in the notes', async () => {
    const planned = await plan({
      startLocation: 'Lisbon, Portugal',
      endLocation: 'Porto, Portugal',
      totalDays: 3,
      specialRequests: 'Please avoid tolls',
    });
    expect(planned.notes.join(' ')).toContain('We cannot yet plan around tolls');
  });
});

describe('budget and the kind of stay, visible in the plan', () => {
  const lunches = (trip: TripPlan) =>
    trip.routeOptions.flatMap((option) => option.stops.filter((stop) => stop.category === 'lunch'));

  it.each([
    { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 },
    { startLocation: 'Rome, Italy', endLocation: 'Florence, Italy', totalDays: 3 },
    { startLocation: 'Sydney, Australia', endLocation: 'Melbourne, Australia', totalDays: 4 },
  ])(
    '$startLocation to $endLocation: a budget trip lunches cheaply, a luxury one books a table',
    async (trip) => {
      const cheap = await plan({ ...trip, budget: 'budget' });
      const lavish = await plan({ ...trip, budget: 'luxury' });
      expect(lunches(cheap).length).toBeGreaterThan(0);
      expect(lunches(lavish).length).toBeGreaterThan(0);
      for (const stop of lunches(cheap)) expect(stop.description).toMatch(/picnic|bakery|simple café/);
      for (const stop of lunches(lavish)) expect(stop.description).toContain('booking a table');
      // Lunches name no restaurant: the words are the kind of meal, the place is the town.
      for (const stop of [...lunches(cheap), ...lunches(lavish)]) expect(stop.name).toMatch(/^Lunch in /);
    },
  );

  it("'Unique stays' sleeps in one of our memorable lodgings along Route 66 where one lies near the night", async () => {
    const trip = { startLocation: 'Albuquerque, NM', endLocation: 'Flagstaff, AZ', totalDays: 3 };
    const lodgings = (planned: TripPlan) =>
      placesOf(planned)
        .filter(({ stop, place }) => stop.name.startsWith('Overnight') && place.themes.includes('lodging'))
        .map(({ place }) => place.name);
    const unique = await plan({ ...trip, accommodationType: 'unique' });
    const hotels = await plan({ ...trip, accommodationType: 'hotels' });
    expect(lodgings(unique).length).toBeGreaterThan(0);
    expect(lodgings(hotels)).toEqual([]);
  });
});

describe("a model's itinerary, checked against the traveller's needs", () => {
  const stop = (name: string, town: string) => ({
    name,
    town,
    category: 'nature',
    description: 'A stop the model suggested for the day.',
    visitMinutes: 90,
  });
  const day = (n: number, overnightTown: string, stops: ReturnType<typeof stop>[]) => ({
    day: n,
    title: `Day ${n}`,
    description: 'A day the model planned.',
    overnightTown,
    stops,
  });
  const option = (routeName: string) => ({
    routeName,
    vibe: 'As the model saw it',
    days: [
      day(1, 'Glenwood Springs, CO', [
        stop('Red Rocks Park and Amphitheatre', 'Morrison, CO'),
        stop('Hanging Lake', 'Glenwood Springs, CO'),
      ]),
      day(2, 'Grand Junction, CO', [stop('Colorado National Monument', 'Fruita, CO')]),
      day(3, 'Moab, UT', [stop('Arches National Park', 'Moab, UT'), stop('Corona Arch', 'Moab, UT')]),
    ],
  });
  const itinerary: ModelItinerary = { routeOptions: [option('One'), option('Two'), option('Three')] };

  it('drops the places a dog may not go and says so; keeps them without a dog', async () => {
    const ask = (specialRequests: string | null) =>
      planner.assembleModelItinerary(
        tripRequestSchema.parse({
          startLocation: 'Denver, CO',
          endLocation: 'Moab, UT',
          totalDays: 3,
          specialRequests,
        }),
        itinerary,
        'test-model',
      );
    const withDog = await ask('We travel with a dog');
    const names = withDog.routeOptions.flatMap((route) => route.stops.map((s) => s.name));
    expect(names).not.toContain('Hanging Lake');
    expect(names).not.toContain('Arches National Park');
    expect(names).toContain('Corona Arch');
    expect(withDog.notes.join(' ')).toMatch(/Left out for your dog: .*Hanging Lake/);
    const plain = await ask(null);
    expect(plain.routeOptions[0]?.stops.map((s) => s.name)).toContain('Hanging Lake');
  });
});
