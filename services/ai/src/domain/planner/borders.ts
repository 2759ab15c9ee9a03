import type { Place } from '../../data/catalogue-schema.js';
import { COUNTRIES } from '../../data/us-states.js';
import type { LatLng } from '../geo/distance.js';
import type { Gazetteer, ResolvedPlace, Town } from '../geo/gazetteer.js';
import { countryAt, kmOutside } from '../geo/outlines.js';
import { mustSeesOf } from './listening.js';
import type { TripRequest } from './request.js';

/**
 * Issue 19: a trip between two places in one country stays in that country. Nobody driving Göteborg to
 * Strömstad expects lunch in Norway, and a border crossing is something a traveller plans for (papers,
 * insurance, a hire car's terms), so we cross one only when asked to.
 */

/** Coastal and border towns sit a few km off the simplified outlines (world-atlas 50m). */
export const BORDER_TOLERANCE_KM = 8;

/**
 * The hook for crossing on purpose: 'Anything special' asking to cross a border, or naming another
 * country, lets the trip leave its country (as does a must-see place abroad: see countryKeptTo).
 */
export function asksToCrossBorder(request: TripRequest, country: string): boolean {
  const text = (request.specialRequests ?? '').toLowerCase();
  if (!text) return false;
  if (/\b(cross(ing)? (the|a|into)? ?border|border crossing|another country|abroad)\b/.test(text))
    return true;
  return Object.entries(COUNTRIES).some(
    ([code, { name }]) => code !== country && new RegExp(`\\b${name.toLowerCase()}\\b`).test(text),
  );
}

/**
 * The country a trip keeps to: both ends' country, unless the ends differ or the traveller asks to
 * cross, in words or by naming a must-see place abroad that the trip can reach.
 */
export function countryKeptTo(
  start: ResolvedPlace,
  end: ResolvedPlace,
  request: TripRequest,
  places: readonly Place[] = [],
): string | null {
  if (start.country !== end.country) return null;
  if (asksToCrossBorder(request, start.country)) return null;
  const abroad = mustSeesOf(places, request, start, end).reachable.some(
    (place) => place.country !== start.country,
  );
  return abroad ? null : start.country;
}

/** Whether a point lies in the country (true when we have no outline for it). */
export function inCountry(point: LatLng, country: string): boolean {
  return (kmOutside(point, country) ?? 0) <= BORDER_TOLERANCE_KM;
}

/** The catalogue as this trip may use it: its own country's places only. */
export function placesIn(places: readonly Place[], country: string | null): readonly Place[] {
  return country ? places.filter((place) => place.country === country) : places;
}

/** The gazetteer as this trip may use it: lunch, nights and the towns a road bends through, all in the country. */
export function gazetteerIn(gazetteer: Gazetteer, country: string | null): Gazetteer {
  return country ? gazetteerKeeping(gazetteer, (town) => town.country === country) : gazetteer;
}

/** The gazetteer with only the towns `keep` accepts (a country's, those a car can reach). */
export function gazetteerKeeping(gazetteer: Gazetteer, keep: (town: Town) => boolean): Gazetteer {
  const townsNear: Gazetteer['townsNear'] = (point, radiusKm, minPopulation) =>
    gazetteer.townsNear(point, radiusKm, minPopulation).filter(keep);
  const nearestTown: Gazetteer['nearestTown'] = (point, minPopulation = 0) => {
    for (const radius of [15, 40, 80, 160, 320, 640]) {
      const near = townsNear(point, radius, minPopulation);
      if (near.length) {
        const squared = (town: Town) => (town.lat - point.lat) ** 2 + (town.lng - point.lng) ** 2;
        return near.reduce((best, town) => (squared(town) < squared(best) ? town : best));
      }
    }
    return undefined;
  };
  return { ...gazetteer, townsNear, nearestTown };
}

/** Countries of the finder inside the Schengen area: no border checks between them. */
const SCHENGEN = new Set(['AT', 'CH', 'DE', 'ES', 'FR', 'GR', 'HR', 'IS', 'IT', 'NL', 'NO', 'PT', 'SE']);
export const SCHENGEN_SOURCE = 'https://en.wikipedia.org/wiki/Schengen_Area';

/**
 * The borders a day's points cross, in order ('FR' to 'IT'), for a trip allowed to cross them. A point
 * just off a simplified coast (Anacortes, on its island) counts as in the nearest of `likely` (the
 * trip's own countries) within BORDER_TOLERANCE_KM.
 */
export function bordersCrossed(
  points: readonly LatLng[],
  likely: readonly string[],
): { from: string; to: string }[] {
  const crossings: { from: string; to: string }[] = [];
  let current: string | undefined;
  for (const point of points) {
    const here =
      countryAt(point) ??
      likely.find((country) => (kmOutside(point, country) ?? Infinity) <= BORDER_TOLERANCE_KM);
    if (!here) continue;
    if (current && here !== current) crossings.push({ from: current, to: here });
    current = here;
  }
  return crossings;
}

/** 'the United States', 'the Netherlands', 'France'. */
function countryWithArticle(code: string): string {
  const name = COUNTRIES[code]?.name ?? code;
  return /^(United|Netherlands|Philippines|Czech|Dominican)/.test(name) ? `the ${name}` : name;
}

/** What a day that crosses a border says: the crossing, and what to carry. */
export function borderSentence({ from, to }: { from: string; to: string }): string {
  const names = `from ${countryWithArticle(from)} into ${countryWithArticle(to)}`;
  return SCHENGEN.has(from) && SCHENGEN.has(to)
    ? `Crosses ${names}: no border checks inside the Schengen area, but carry ID.`
    : `Crosses ${names} at a border post: carry passports, allow time for the checks, and make sure a hire car may cross.`;
}

/** Where the border sentences' facts come from, once per plan that crosses one. */
export function borderNotes(descriptions: readonly string[]): string[] {
  const notes: string[] = [];
  if (descriptions.some((text) => text.includes('Schengen area')))
    notes.push(`Inside the Schengen area there are no routine border checks (${SCHENGEN_SOURCE}).`);
  if (descriptions.some((text) => text.includes('border post')))
    notes.push(
      "Border posts' opening hours and the papers they ask for vary: check the crossing before you go.",
    );
  return notes;
}
