import type { Place } from '../../data/catalogue-schema.js';
import { greatCircleKm, interpolate, type LatLng } from '../geo/distance.js';
import { normalizePlaceName, townLabel, type Gazetteer, type ResolvedPlace } from '../geo/gazetteer.js';
import { arrivalInTown, type DayDraft, type DraftStop } from './day-draft.js';
import { isTown } from './nights.js';
import type { TripRequest } from './request.js';
import { editorialScore } from './scoring.js';
import { isMustSee, readSpecialRequests, ruledOutBy } from './special-requests.js';
import { addressOf, categoryOf, overnightText } from './stop-text.js';

/** A pack stop this close to a catalogue place is that place, for what the catalogue knows of it. */
const SAME_SPOT_KM = 1.5;

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
    const stops: DraftStop[] = todays.flatMap((waypoint) => {
      const place = byName.get(normalizePlaceName(waypoint.name));
      // A catalogue place at the same spot knows its town and province better than the nearest town
      // (Peyto Lake is in Alberta; the nearest town, Golden, is over the pass in British Columbia).
      const located = place ?? places.find((other) => greatCircleKm(other, waypoint) < 3);
      // A pack stop the traveller's needs rule out (a dog on a trail dogs may not use) is left out like
      // any other, and named in the plan's notes (listening.ts); the day still heads where the pack goes.
      const known = place ?? places.find((other) => greatCircleKm(other, waypoint) < SAME_SPOT_KM);
      if (known && ruledOutBy(known, needs) && !isMustSee(known, request)) return [];
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
      const town =
        near[0]?.town ??
        nearestRealTown(gazetteer, anchor, 320, 500) ??
        gazetteer.nearestTown(anchor, 500) ??
        null;
      const label = town ? townLabel(town) : (todays.at(-1)?.name ?? from.label);
      const point: LatLng = town ?? anchor;
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
