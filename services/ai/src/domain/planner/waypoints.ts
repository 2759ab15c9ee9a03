import type { Place } from '../../data/catalogue-schema.js';
import { greatCircleKm, interpolate, type LatLng } from '../geo/distance.js';
import { countryName } from '../geo/place-qualifiers.js';
import {
  normalizePlaceName,
  townLabel,
  type Gazetteer,
  type ResolvedPlace,
  type Town,
} from '../geo/gazetteer.js';
import { arrivalInTown, type DayDraft, type DraftStop } from './day-draft.js';
import { isTown } from './nights.js';
import type { TripRequest } from './request.js';
import { editorialScore } from './scoring.js';
import { isMustSee, readSpecialRequests, ruledOutBy } from './special-requests.js';
import { addressOf, categoryOf, overnightText } from './stop-text.js';

/** A pack stop this close to a catalogue place is that place, for what the catalogue knows of it. */
const SAME_SPOT_KM = 1.5;

/** A sight's own village may be this far from the day's last stop, off the way ahead. */
const VILLAGE_KM = 50;
/** Last night's town serves again when the day ends this close to it. */
const AGAIN_KM = 40;

/** The village a catalogue place names as its town, when the gazetteer knows it by name in its country. */
function villageOf(gazetteer: Gazetteer, place: Place): ResolvedPlace | undefined {
  try {
    const found = gazetteer.resolve(`${place.town}, ${countryName(place.country)}`);
    return greatCircleKm(found, place) <= VILLAGE_KM ? found : undefined;
  } catch {
    return undefined;
  }
}

/** The nearest town within `radiusKm` that is a town, not a hotel listed as a place. */
function nearestRealTown(gazetteer: Gazetteer, point: LatLng, radiusKm: number, minPopulation: number) {
  return gazetteer
    .townsNear(point, radiusKm, minPopulation)
    .filter(isTown)
    .sort((a, b) => greatCircleKm(a, point) - greatCircleKm(b, point))[0];
}

/**
 * A plan that follows fixed waypoints (a trip pack's stops): each day visits its waypoints in order and
 * ends in the real town nearest its last one (a day without waypoints drives towards the next one); the
 * last day ends at the destination. Drives are measured like every other plan.
 */
export function planAlongWaypoints(
  places: readonly Place[],
  gazetteer: Gazetteer,
  start: ResolvedPlace,
  end: ResolvedPlace,
  request: TripRequest,
): DayDraft[] {
  const days = request.totalDays;
  const { needs } = readSpecialRequests(request.specialRequests);
  const byName = new Map(places.map((place) => [normalizePlaceName(place.name), place]));
  const drafts: DayDraft[] = [];
  const usedTowns = new Set<string>([start.label]);
  let from: DayDraft['from'] = { lat: start.lat, lng: start.lng, label: start.label };
  for (let day = 1; day <= days; day++) {
    const last = day === days;
    const todays = request.waypoints.filter((waypoint) => waypoint.day === day);
    let lastPlace: Place | undefined;
    const stops: DraftStop[] = todays.flatMap((waypoint) => {
      const place = byName.get(normalizePlaceName(waypoint.name));
      // A catalogue place at the same spot knows its town and province better than the nearest town
      // (Peyto Lake is in Alberta; the nearest town, Golden, is over the pass in British Columbia).
      const located = place ?? places.find((other) => greatCircleKm(other, waypoint) < 3);
      // A pack stop the traveller's needs rule out (a dog on a trail dogs may not use) is left out like
      // any other, and named in the plan's notes (listening.ts); the day still heads where the pack goes.
      const known = place ?? places.find((other) => greatCircleKm(other, waypoint) < SAME_SPOT_KM);
      if (known && ruledOutBy(known, needs) && !isMustSee(known, request)) return [];
      lastPlace = located ?? lastPlace;
      const town = nearestRealTown(gazetteer, waypoint, 40, 0) ?? gazetteer.nearestTown(waypoint, 1000);
      return {
        lat: waypoint.lat,
        lng: waypoint.lng,
        s: 0,
        offKm: 0,
        name: waypoint.name,
        description: waypoint.description ?? place?.description ?? `A stop of the trip pack on day ${day}.`,
        category: waypoint.category ?? (place ? categoryOf(place) : 'attraction'),
        address: located ? addressOf(located) : town ? townLabel(town) : waypoint.name,
        minutes: place ? Math.max(30, Math.round(place.visitMinutes / 15) * 15) : 90,
        rating: place ? editorialScore(place) : null,
        essential: true,
        placeId: place?.id ?? null,
        kind: 'place' as const,
      };
    });
    let to: DayDraft['to'];
    if (last) {
      to = { lat: end.lat, lng: end.lng, label: end.label, town: null, place: null };
      stops.push(arrivalInTown(end, 0));
    } else {
      // A driving day heads a fair share of the way towards the next waypoint (or the destination).
      const next = request.waypoints.find((waypoint) => waypoint.day > day);
      const target: LatLng = next ?? end;
      // The drive to the target is shared by this day and the days up to (and including) the target's.
      const daysLeft = (next ? next.day : days) - day + 1;
      const anchor: LatLng = todays.at(-1) ?? interpolate(from, target, 1 / Math.max(1, daysLeft));
      // A night behind the day's last stop sends tomorrow back past it: of the towns not slept in yet,
      // the nearest, counting twice what it leaves off the way ahead.
      const detour = (town: LatLng) =>
        greatCircleKm(anchor, town) + greatCircleKm(town, target) - greatCircleKm(anchor, target);
      const near = gazetteer
        .townsNear(anchor, 120, 200)
        .filter((town) => isTown(town) && !usedTowns.has(townLabel(town)))
        .map((town) => ({ town, cost: greatCircleKm(town, anchor) + 2 * detour(town) }))
        .filter(({ town, cost }) => greatCircleKm(town, anchor) <= 40 || cost <= 120)
        .sort((a, b) => a.cost - b.cost);
      // Besides the towns of the gazetteer: the village a catalogue sight names as its own (Peyto Lake's
      // is Lake Louise; the nearest town of 1,000 people, Golden, is back over the pass), and last night's
      // town for a second night. The cheapest by the same cost wins.
      const cost = (point: LatLng) => greatCircleKm(point, anchor) + 2 * detour(point);
      const village = lastPlace ? villageOf(gazetteer, lastPlace) : undefined;
      const fallback =
        near[0]?.town ?? nearestRealTown(gazetteer, anchor, 320, 500) ?? gazetteer.nearestTown(anchor, 500);
      const choices: { point: LatLng; label: string; town: Town | null }[] = [
        ...(fallback ? [{ point: fallback, label: townLabel(fallback), town: fallback }] : []),
        ...(village && greatCircleKm(village, anchor) <= VILLAGE_KM
          ? [{ point: village, label: village.label, town: null }]
          : []),
        ...(greatCircleKm(from, anchor) <= AGAIN_KM ? [{ point: from, label: from.label, town: null }] : []),
      ];
      const chosen = choices.reduce<(typeof choices)[number] | undefined>(
        (best, choice) => (!best || cost(choice.point) < cost(best.point) ? choice : best),
        undefined,
      );
      const town = chosen?.town ?? null;
      const label = chosen?.label ?? todays.at(-1)?.name ?? from.label;
      const point: LatLng = chosen?.point ?? anchor;
      to = { lat: point.lat, lng: point.lng, label, town, place: null };
      const text = overnightText(request, label);
      stops.push({
        lat: point.lat,
        lng: point.lng,
        s: 0,
        offKm: 0,
        name: text.name,
        description: text.description,
        category: 'lodging',
        address: label,
        minutes: 60,
        rating: null,
        essential: true,
        placeId: null,
        kind: 'overnight',
      });
      usedTowns.add(label);
    }
    drafts.push({ day, from, to, stops });
    from = { lat: to.lat, lng: to.lng, label: to.label };
  }
  return drafts;
}
