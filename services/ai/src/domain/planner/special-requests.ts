import type { Place } from '../../data/catalogue-schema.js';
import { alongSegment, type LatLng } from '../geo/distance.js';
import { normalizePlaceName } from '../geo/gazetteer.js';

/**
 * What the traveller wrote in 'Anything special': the places they must see, and the needs (a wheelchair,
 * a dog, children, short walks) that the catalogue's access facts are checked against. A need only ever
 * leaves a place out on a fact a source states; a place with no record is kept and the stop says what
 * to check.
 */

export type Need =
  'step-free' | 'short-walks' | 'dog' | 'children' | 'no-ferries' | 'no-tolls' | 'no-highways';

export interface SpecialRequests {
  /** The names the traveller asked to see, as written. */
  mustSeeNames: string[];
  needs: ReadonlySet<Need>;
}

const NEED_WORDS: [Need, RegExp][] = [
  ['step-free', /wheel ?chair|mobility|no stairs|step[- ]free|walker|rollator/],
  ['short-walks', /no long hikes?|easy walk|short walks?|no (?:big |steep )?hik|can'?t walk far|bad knees?/],
  ['dog', /\bdogs?\b|pupp(?:y|ies)/],
  ['children', /\bkids?\b|child|toddler|\bbaby\b/],
  ['no-ferries', /(?:avoid|no|without) (?:the )?ferr/],
  ['no-tolls', /(?:avoid|no|without) (?:the )?tolls?|toll[- ]free/],
  ['no-highways', /(?:avoid|no|without) (?:the )?(?:highways?|motorways?|freeways?|interstates?)|back roads/],
];

/** 'Must see: Maroon Bells and the Hanging Lake.' The names run to the end of the sentence. */
const MUST_SEE =
  /(?:must[- ]?(?:see|visit|do)s?|want to (?:see|visit)|would (?:like|love) to (?:see|visit)|(?:don'?t|do not) (?:want to )?miss|please include)\s*:?\s*([^.;!?\n]+)/gi;

const cache = new Map<string, SpecialRequests>();

export function readSpecialRequests(text: string | null | undefined): SpecialRequests {
  const key = text ?? '';
  const known = cache.get(key);
  if (known) return known;
  const lower = key.toLowerCase();
  const needs = new Set<Need>(NEED_WORDS.filter(([, words]) => words.test(lower)).map(([need]) => need));
  // Someone in a wheelchair takes no long hike either.
  if (needs.has('step-free')) needs.add('short-walks');
  const mustSeeNames: string[] = [];
  for (const match of key.matchAll(MUST_SEE)) {
    for (const part of (match[1] ?? '').split(/,|\band\b|&|\//i)) {
      const name = part.replace(/\b(?:please|too|also)\b/gi, '').trim();
      if (name.length >= 3 && !mustSeeNames.includes(name)) mustSeeNames.push(name);
    }
  }
  const read = { mustSeeNames, needs };
  if (cache.size > 200) cache.clear();
  cache.set(key, read);
  return read;
}

const bare = (name: string) => normalizePlaceName(name).replace(/^the /, '');

/**
 * The catalogue place a traveller's name means (case, accents and 'the' do not matter): an exact name or
 * alias first, else a name that begins with it ('Civita' for 'Civita di Bagnoregio'); of namesakes, the
 * one nearest the trip.
 */
export function findMustSee(places: readonly Place[], name: string, trip: readonly LatLng[]): Place | null {
  const wanted = bare(name);
  if (wanted.length < 3) return null;
  const names = (place: Place) => [place.name, ...(place.aliases ?? [])].map(bare);
  const exact = places.filter((place) => names(place).includes(wanted));
  const matches = exact.length
    ? exact
    : places.filter((place) => names(place).some((known) => known.startsWith(`${wanted} `)));
  return matches.sort((a, b) => offTripKm(a, trip) - offTripKm(b, trip))[0] ?? null;
}

/** Whether the traveller named this place as a must-see (it is then planned whatever else is known). */
export function isMustSee(place: Place | undefined, request: { specialRequests?: string | null }): boolean {
  if (!place) return false;
  const { mustSeeNames } = readSpecialRequests(request.specialRequests);
  return mustSeeNames.some((name) => findMustSee([place], name, [place]) !== null);
}

/** How far a point lies from a line through the trip's points (km). */
export function offTripKm(point: LatLng, trip: readonly LatLng[]): number {
  if (trip.length === 1) return alongSegment(point, trip[0] as LatLng, trip[0] as LatLng).offKm;
  let best = Infinity;
  for (let i = 1; i < trip.length; i++) {
    best = Math.min(best, alongSegment(point, trip[i - 1] as LatLng, trip[i] as LatLng).offKm);
  }
  return best;
}

/** Why a place does not suit the traveller's needs, from its facts; null when nothing known rules it out. */
export function ruledOutBy(place: Place, needs: ReadonlySet<Need>): { need: Need; why: string } | null {
  const access = place.access ?? {};
  const longWalk =
    (access.walkKm ?? 0) > 3
      ? `a walk of ${access.walkKm} km`
      : (access.climbM ?? 0) > 200
        ? `a climb of ${access.climbM} m`
        : null;
  if (needs.has('step-free') && access.stepFree === false) return { need: 'step-free', why: 'not step-free' };
  if (needs.has('short-walks') && longWalk) return { need: 'short-walks', why: longWalk };
  if (needs.has('children') && ((access.walkKm ?? 0) > 6 || (access.climbM ?? 0) > 400)) {
    return { need: 'children', why: longWalk ?? 'a long hike' };
  }
  if (needs.has('dog') && access.dogs === 'not-allowed') return { need: 'dog', why: 'no dogs allowed' };
  if (needs.has('no-ferries') && access.byBoat) return { need: 'no-ferries', why: 'reached only by boat' };
  return null;
}

/** Whether a place may be planned for these needs (the filter the planner's scoring applies). */
export const suits = (place: Place, needs: ReadonlySet<Need>) => ruledOutBy(place, needs) === null;

/** What the stop should tell the traveller to check, where the catalogue holds no record. */
export function whatToCheck(place: Place, needs: ReadonlySet<Need>): string[] {
  const access = place.access ?? {};
  const outdoors = !place.indoor && place.themes.some((theme) => theme === 'nature' || theme === 'adventure');
  const checks: string[] = [];
  if (needs.has('step-free') && access.stepFree === undefined)
    checks.push('Check step-free access before you go: we have no record of it.');
  else if (needs.has('short-walks') && outdoors && access.walkKm === undefined)
    checks.push('Check how long the walk is before you go: we have no record of it.');
  if (needs.has('dog') && access.dogs === undefined)
    checks.push('Check whether dogs are allowed before you go: we have no record of it.');
  if (needs.has('dog') && access.dogs === 'on-lead') checks.push('Dogs on a lead only.');
  return checks;
}

/** 'Left out for your dog': how the notes name a need. */
export const NEED_WORDS_FOR_NOTES: Record<Need, string> = {
  'step-free': 'step-free access',
  'short-walks': 'short walks only',
  dog: 'your dog',
  children: 'your children',
  'no-ferries': 'no ferries',
  'no-tolls': 'no tolls',
  'no-highways': 'no highways',
};
