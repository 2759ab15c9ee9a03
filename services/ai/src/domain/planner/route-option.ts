import { capitalize, formatDistance, kmToMiles, type DistanceUnit } from '@byway/contracts/rules';
import type { Place, ThemeId } from '../../data/catalogue-schema.js';
import { greatCircleKm, type LatLng } from '../geo/distance.js';
import type { ResolvedPlace } from '../geo/gazetteer.js';
import { formatDuration } from '../geo/road-estimate.js';
import { joinPaths } from '../geo/road-path.js';
import type { RoutedLeg, Routing } from '../geo/routing.js';
import { borderSentence, bordersCrossed } from './borders.js';
import type { DayDraft } from './day-draft.js';
import type { Profile } from './scoring.js';
import { THEME_WORDS } from './stop-text.js';
import type { DailySegment, PlannedStop, RouteOption } from './types.js';
import { crossingSentence, crossingsOf } from './water.js';

/** A stop this far off the day's line is flagged as a detour. */
const DETOUR_KM = 20;

/** Every leg of the drafted days measured by the routing server (or the road estimate), day by day. */
export async function measure(
  routing: Routing,
  drafts: DayDraft[],
): Promise<{ legs: RoutedLeg[][]; source: 'estimate' | 'osrm' }> {
  const points: LatLng[] = [drafts[0]?.from ?? { lat: 0, lng: 0 }];
  for (const draft of drafts) points.push(...draft.stops);
  const { legs, source } = await routing.legs(points);
  const perDay: RoutedLeg[][] = [];
  let index = 0;
  for (const draft of drafts) {
    perDay.push(legs.slice(index, index + draft.stops.length));
    index += draft.stops.length;
  }
  return { legs: perDay, source };
}

/** A day's legs joined into one line along the roads, only when the routing server drew every leg. */
function dayPath(legs: readonly RoutedLeg[]): DailySegment['path'] {
  const paths = legs.flatMap((leg) => (leg.path ? [leg.path] : []));
  return paths.length > 0 && paths.length === legs.length ? joinPaths(paths) : null;
}

/**
 * The measured days as the traveller sees a route option: its stops, its days, its distance and time.
 * Distances are kept in km as numbers; texts use `unit`, the unit of the country the trip starts in.
 */
export function toRouteOption(
  routeName: string,
  vibe: string,
  drafts: DayDraft[],
  legs: RoutedLeg[][],
  unit: DistanceUnit,
  /** The trip may leave its country (its ends' countries, or none): each day says which borders it crosses. */
  crossesBorders: readonly string[] | null = null,
): RouteOption {
  const stops: PlannedStop[] = [];
  const dailySegments: DailySegment[] = [];
  let totalKm = 0;
  let totalHours = 0;
  for (const [i, draft] of drafts.entries()) {
    const dayLegs = legs[i] ?? [];
    const km = dayLegs.reduce((sum, leg) => sum + leg.km, 0);
    const hours = dayLegs.reduce((sum, leg) => sum + leg.hours, 0);
    totalKm += km;
    totalHours += hours;
    draft.stops.forEach((stop, order) => {
      stops.push({
        name: stop.name,
        description: stop.description,
        category: stop.category,
        lat: stop.lat,
        lng: stop.lng,
        latitude: stop.lat,
        longitude: stop.lng,
        address: stop.address,
        estimatedDuration: stop.minutes,
        dayNumber: draft.day,
        orderInDay: order + 1,
        rating: stop.rating,
        essential: stop.essential,
        isDetour: stop.kind === 'place' && stop.offKm > DETOUR_KM,
        drivingTimeFromPrevious: formatDuration(dayLegs[order]?.hours ?? 0),
        photos: [],
        isCustom: false,
        placeId: stop.placeId,
      });
    });
    const sights = draft.stops.filter((stop) => stop.kind === 'place').map((stop) => stop.name);
    const sightText = sights.length
      ? ` Stops: ${sights.length > 1 ? `${sights.slice(0, -1).join(', ')} and ${sights.at(-1)}` : sights[0]}.`
      : '';
    const borders = crossesBorders
      ? bordersCrossed([draft.from, ...draft.stops], crossesBorders).map(
          (crossed) => ` ${borderSentence(crossed)}`,
        )
      : [];
    const crossings = [
      ...borders,
      ...crossingsOf(dayLegs).map((taken) => ` ${crossingSentence(taken)}`),
    ].join('');
    const ending =
      i === drafts.length - 1 ? `Arrive in ${draft.to.label}.` : `Overnight in ${draft.to.label}.`;
    dailySegments.push({
      day: draft.day,
      title: `Day ${draft.day}: ${shortLabel(draft.from.label)} to ${shortLabel(draft.to.label)}`,
      description: `${travelText(hours, dayLegs)} (${formatDistance(tenths(km), unit)}, estimated).${sightText}${crossings}${draft.note ? ` ${draft.note}` : ''} ${ending}`,
      driveSummary: {
        estimatedHours: Math.round(hours * 10) / 10,
        distanceMiles: Math.round(kmToMiles(km)),
        distanceKm: tenths(km),
      },
      overnight: draft.to.label,
      path: dayPath(dayLegs),
    });
  }
  return {
    routeName,
    vibe,
    totalDistance: formatDistance(tenths(totalKm), unit),
    totalDistanceKm: tenths(totalKm),
    distanceUnit: unit,
    estimatedTime: formatDuration(totalHours),
    stops,
    dailySegments,
  };
}

/** 'About 2h 40m of driving', or with a ferry 'About 5h 10m of travel, 4h 30m of it crossing by water'. */
function travelText(hours: number, legs: readonly RoutedLeg[]): string {
  const crossingHours = crossingsOf(legs).reduce(
    (sum, { crossing }) => sum + (crossing.minutes + crossing.boardingMinutes) / 60,
    0,
  );
  return crossingHours
    ? `About ${formatDuration(hours)} of travel, ${formatDuration(crossingHours)} of it crossing by water`
    : `About ${formatDuration(hours)} of driving`;
}

const tenths = (value: number) => Math.round(value * 10) / 10;
const shortLabel = (label: string) => label.replace(/,.*$/, '');

/** An option's stops as one comparable text: two options with the same text are the same trip. */
export const stopListOf = (drafts: readonly DayDraft[]) =>
  drafts.flatMap((draft) => draft.stops.map((stop) => stop.name)).join('|');

/** A stop within this distance of a highlight visits it (a park's entrance, a town's centre). */
const PASSES_KM = 8;

export const passesBy = (drafts: readonly DayDraft[], place: LatLng) =>
  drafts.some((draft) => draft.stops.some((stop) => greatCircleKm(stop, place) <= PASSES_KM));

/**
 * How honest an option without a highlight of its own is: where the catalogue offers nothing off the
 * one road, it says so ('own-stops': other stops on the same road; 'same-stops': the same trip).
 */
export type OneRoad = 'own-stops' | 'same-stops' | null;

/** A route option's name and feel, from its profile and the highlight it goes through. */
export function naming(
  profile: Profile,
  via: Place | null,
  themes: readonly ThemeId[],
  start: ResolvedPlace,
  end: ResolvedPlace,
  oneRoad: OneRoad = null,
): { routeName: string; vibe: string } {
  const loop = greatCircleKm(start, end) < 60;
  const interests = themes
    .slice(0, 2)
    .map((theme) => THEME_WORDS[theme])
    .join(' and ');
  const along = loop
    ? `around ${shortLabel(start.label)}`
    : `between ${shortLabel(start.label)} and ${shortLabel(end.label)}`;
  const road = `Our catalogue has no highlight of this kind off the main road ${along} within these days' driving`;
  const honesty =
    oneRoad === 'own-stops'
      ? `${road}: this option differs only in its stops. `
      : oneRoad === 'same-stops'
        ? `${road}, nor other sights near it: this option has the same stops as another. `
        : '';
  // 'Food Route via Kasane' to Kasane says nothing: the place's own name then.
  const viaName = (place: Place) =>
    [shortLabel(start.label), shortLabel(end.label)].includes(place.town) ? place.name : place.town;
  switch (profile) {
    case 'direct':
      return {
        routeName:
          loop && via
            ? `${shortLabel(start.label)} Loop via ${via.name}`
            : `The Direct Drive to ${shortLabel(end.label)}`,
        vibe: 'Efficient: the quickest roads, with the best-known stops along the way',
      };
    case 'scenic':
      return {
        routeName: via ? `Scenic Route via ${via.name}` : 'The Scenic Route',
        vibe: `${honesty}Unhurried: slower roads, big views and time outdoors`,
      };
    default:
      return {
        routeName: via
          ? `${capitalize(interests)} Route via ${viaName(via)}`
          : `${capitalize(interests)} Route`,
        vibe: `${honesty}Built around your interests: ${interests}`,
      };
  }
}
