import { describe, expect, it } from 'vitest';
import { CONTINENTS } from '@byway/contracts/rules';
import { reachableByCar } from '../src/domain/geo/crossings.js';
import { greatCircleKm } from '../src/domain/geo/distance.js';
import { data, gazetteer, plan } from './support/planner.js';

/** Issue 10: the planner knows every country of the trip-pack finder, not only the first 24. */
describe('the planner in every trip-pack country', () => {
  it('plans a trip between the towns of two of its places, with stops from our own catalogue', async () => {
    for (const { iso2, name } of CONTINENTS.flatMap((continent) => continent.countries)) {
      // Places whose town's name means that town (a name shared by several towns, like the Philippines'
      // Burgos, resolves to the biggest: the place-names tests cover that).
      const meansItsTown = (place: (typeof data.places)[number]) => {
        try {
          return greatCircleKm(gazetteer.resolve(`${place.town}, ${name}`), place) < 100;
        } catch {
          return false; // 'Lockhart, United States' asks which state: also covered elsewhere.
        }
      };
      const places = data.places.filter((place) => place.country === iso2 && meansItsTown(place));
      // The two places furthest apart within a few days' drive, on land a car can get between (Belize's
      // cayes and Hawaii's islands have no car ferry).
      let pair: [(typeof places)[number], (typeof places)[number]] | undefined;
      let furthest = 0;
      for (const a of places) {
        for (const b of places) {
          const km = greatCircleKm(a, b);
          if (km > furthest && km < 700 && reachableByCar(a, b)) [furthest, pair] = [km, [a, b]];
        }
      }
      expect(pair, name).toBeDefined();
      const [from, to] = pair!;
      const result = await plan({
        startLocation: `${from.town}, ${name}`,
        endLocation: `${to.town}, ${name}`,
        totalDays: 4,
        themes: ['nature', 'history'],
      });
      expect(result.routeOptions, name).toHaveLength(3);
      const ours = result.routeOptions[0]!.stops.filter((stop) => stop.rating !== null);
      expect(ours.length, `${name}: catalogue stops`).toBeGreaterThan(0);
      // The trip starts in the place's town: near it, or as near as its nearest town (Laguna Verde's
      // town lies 80 km off across the altiplano).
      const townKm = greatCircleKm(gazetteer.resolve(`${from.town}, ${name}`), from);
      expect(greatCircleKm(result.start, from), `${name}: start`).toBeLessThan(Math.max(60, townKm + 1));
      const nearest = gazetteer.nearestTown(from, 500);
      if (nearest)
        expect(townKm, `${name}: ${from.name}'s town`).toBeLessThan(greatCircleKm(nearest, from) + 60);
    }
  }, 60_000); // 61 countries planned one after another: allow for a loaded machine

  it('finds towns by their everyday names and villages under 5,000 people', () => {
    expect(gazetteer.resolve('San Sebastian, Spain').label).toBe('San Sebastián, Spain');
    expect(gazetteer.resolve('Dingle, Ireland')).toMatchObject({ country: 'IE', kind: 'town' });
    expect(gazetteer.resolve('Portree, UK').country).toBe('GB');
    // 'Galway' is GeoNames' 'Gaillimh': our places name it as travellers do, at the same spot.
    const galway = gazetteer.resolve('Galway, Ireland');
    expect(galway.label).toBe('Galway, Ireland');
    expect(galway.population).toBeGreaterThan(50_000);
    expect(gazetteer.resolve('Nuremberg, Germany').label).toBe('Nuremberg, Germany');
    expect(gazetteer.resolve('Tromso, Norway').label).toBe('Tromsø, Norway');
    expect(gazetteer.resolve('Saigon').label).toBe('Ho Chi Minh City, Vietnam');
    // A town beats a landmark that only has the town's name among its other names.
    expect(gazetteer.resolve('Cusco, Peru')).toMatchObject({ kind: 'town', label: 'Cusco, Peru' });
    expect(gazetteer.resolve('Bath, UK')).toMatchObject({ kind: 'town', country: 'GB' });
    expect(gazetteer.resolve('Arches National Park')).toMatchObject({ kind: 'landmark' });
    // A US gateway village is found in its own state, whatever bigger namesake another state has.
    const springdale = gazetteer.resolve('Springdale, UT');
    expect(springdale.state).toBe('UT');
    expect(greatCircleKm(springdale, { lat: 37.19, lng: -112.99 })).toBeLessThan(15);
    expect(gazetteer.resolve('Springdale, AR').population).toBeGreaterThan(50_000);
  });
});
