import { THEME_IDS, type Place, type ThemeId } from '../../data/catalogue-schema.js';
import { greatCircleKm } from '../geo/distance.js';
import { normalizePlaceName } from '../geo/gazetteer.js';
import { coastDistanceKm } from '../geo/landmasses.js';
import { slowAreaAt } from '../geo/slow-roads.js';
import { hashString } from '@byway/kit';
import type { TripRequest } from './request.js';
import { isMustSee, readSpecialRequests, suits } from './special-requests.js';

/** The three route options: the direct drive, a scenic one, and one built around the traveller's themes. */
export type Profile = 'direct' | 'scenic' | 'themed';
export const SCENIC_THEMES: readonly ThemeId[] = ['nature', 'scenic-drives', 'photography'];
/** When the traveller picked no theme, plan for what most road-trippers stop for. */
const DEFAULT_THEMES: readonly ThemeId[] = ['nature', 'scenic-drives', 'history', 'photography'];

/** A place this close to the sea lies on a coast road. */
const COAST_KM = 5;
const scenicMemo = new Map<string, boolean>();
/**
 * What the scenic option looks for (issue 19): the coast road, the mountain pass, the byway. A place on
 * the sea's edge (Natural Earth's coastline), inside a pass's slow-road area, or a scenic drive itself.
 */
export function onScenicRoad(place: Place): boolean {
  const known = scenicMemo.get(place.id);
  if (known !== undefined) return known;
  const scenic =
    place.themes.includes('scenic-drives') ||
    slowAreaAt(place)?.kind === 'pass' ||
    coastDistanceKm(place) <= COAST_KM;
  scenicMemo.set(place.id, scenic);
  return scenic;
}

/** Byway's editorial score for a curated place (not a crowd rating): iconic places score higher. */
export const editorialScore = (place: Place) =>
  Math.round((5 - (place.popularity - 1) * 0.15 - (place.hiddenGem ? 0.05 : 0)) * 10) / 10;

/**
 * How well a catalogue place suits this trip and option: -Infinity when closed in the trip's season or
 * when its facts rule it out for a need the traveller wrote ('We travel with a dog'); a must-see place
 * the traveller named comes first.
 */
export function score(
  place: Place,
  request: TripRequest,
  profile: Profile,
  themes: readonly ThemeId[],
  rand: () => number,
): number {
  if (request.season && place.closedSeasons?.includes(request.season)) return -Infinity;
  if (request.specialRequests) {
    if (isMustSee(place, request)) return 100 + rand();
    if (!suits(place, readSpecialRequests(request.specialRequests).needs)) return -Infinity;
  }
  let total = (6 - place.popularity) * (profile === 'direct' ? 1.4 : 0.8);
  const matches = place.themes.filter((theme) => themes.includes(theme)).length;
  if (matches) total += (profile === 'themed' ? 4 : 2.5) + matches * (profile === 'themed' ? 2 : 1);
  if (profile === 'scenic' && place.themes.some((theme) => SCENIC_THEMES.includes(theme))) total += 3;
  if (profile === 'scenic' && onScenicRoad(place)) total += 2.5;
  if (place.hiddenGem && (themes.includes('hidden-gems') || profile === 'themed')) total += 1.5;
  if (request.season && place.seasons.includes(request.season)) total += 1.5;
  if (request.budget === 'budget') total += place.cost === 'free' ? 1 : place.cost === '$$$' ? -3 : 0;
  if (request.budget === 'luxury') total += place.cost === '$$$' ? 1.5 : 0;
  // Large parties do better at roomy places than at tiny ones with timed entry.
  if (request.travelPartySize >= 6 && place.popularity >= 4 && place.indoor) total -= 1;
  // Regenerating rests about a third of the places, so the next plan is really different.
  if (request.variant > 0 && hashString(`${place.id}:${request.variant}`) % 3 === 0) total -= 6;
  return total + rand() * (request.variant > 0 ? 3 : 1);
}

/** The themes a trip is planned for: the traveller's, or the usual ones, plus what 'Anything special' says. */
export function themesFor(request: TripRequest): ThemeId[] {
  const chosen = request.themes.length ? [...request.themes] : [...DEFAULT_THEMES];
  // 'Anything special' steers too: a few plain words map to themes.
  const text = (request.specialRequests ?? '').toLowerCase();
  const words: [RegExp, ThemeId][] = [
    [/hot spring|spa|relax/, 'wellness'],
    [/beer|brew/, 'breweries'],
    [/coffee|caf/, 'coffee'],
    [/hik|trail|waterfall/, 'nature'],
    [/museum|histor/, 'history'],
    [/art|galler/, 'arts-culture'],
    [/music|concert|jazz|blues/, 'music'],
    [/photo|sunset|sunrise/, 'photography'],
    [/food|eat|bbq|barbecue/, 'foodie'],
    [/shop|antique|vintage/, 'shopping'],
  ];
  for (const [pattern, theme] of words) if (pattern.test(text) && !chosen.includes(theme)) chosen.push(theme);
  return chosen.filter((theme): theme is ThemeId => (THEME_IDS as readonly string[]).includes(theme));
}

/**
 * Two entries for one sight: a park and the park's visitor centre or district ('Grand Canyon National
 * Park' and 'Grand Canyon National Park South Rim'), close together and one's name within the other's.
 */
export function sameSight(a: Place, b: Place): boolean {
  if (a.id === b.id) return true;
  if (greatCircleKm(a, b) > 50) return false;
  // Names of three words or more: 'Golden Gate' is in 'Golden Gate Bridge' and 'Golden Gate Park' alike.
  const names = (place: Place) =>
    [place.name, ...(place.aliases ?? [])]
      .map(normalizePlaceName)
      .filter((name) => name.split(' ').length >= 3);
  const other = names(b);
  return names(a).some((x) => other.some((y) => x.includes(y) || y.includes(x)));
}
