import { CUSTOM_STOP_LIMITS, roadKmEstimate, type ParsedCustomStopInput } from '@byway/contracts/rules';
import type { TripStopRecord } from '../data-access/trip-repository.js';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Degrees to local km around a latitude: a flat picture is close enough within a day's drive. */
function toKm(origin: { lat: number; lng: number }, point: { lat: number; lng: number }) {
  const kmPerDegree = (Math.PI * EARTH_RADIUS_KM) / 180;
  return {
    x: (point.lng - origin.lng) * kmPerDegree * Math.cos(radians(origin.lat)),
    y: (point.lat - origin.lat) * kmPerDegree,
  };
}

/** How far a point lies from the segment a-b (km). */
export function kmFromSegment(
  point: { lat: number; lng: number },
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const p = toKm(a, point);
  const e = toKm(a, b);
  const lengthSquared = e.x * e.x + e.y * e.y;
  const t = lengthSquared ? Math.min(1, Math.max(0, (p.x * e.x + p.y * e.y) / lengthSquared)) : 0;
  return kmBetween(point, interpolate(a, b, t));
}

const interpolate = (a: { lat: number; lng: number }, b: { lat: number; lng: number }, t: number) => ({
  lat: a.lat + (b.lat - a.lat) * t,
  lng: a.lng + (b.lng - a.lng) * t,
});

/** Where a stored stop is; null for one without coordinates. */
export const pointOf = (stop: TripStopRecord) => {
  const lat = stop.lat ?? stop.latitude;
  const lng = stop.lng ?? stop.longitude;
  return lat === null || lng === null ? null : { lat, lng };
};

/** Where a new stop goes, and how far it lies from the trip's route. */
export interface NewStopPlace {
  dayNumber: number;
  orderInDay: number;
  /** Km from the nearest day's line; Infinity for a trip with no located stops. */
  offRouteKm: number;
}

/**
 * Where a new stop goes: on the day whose line (last night's stop, then the day's stops in order) passes
 * nearest, between the two stops it falls between. A day's first stop's leg starts at the previous day's
 * last stop, so a place on the morning's drive goes before the day's first stop.
 */
export function placeOfNewStop(
  at: { lat: number; lng: number },
  stops: readonly TripStopRecord[],
): NewStopPlace {
  const ordered = [...stops].sort(
    (a, b) => a.dayNumber - b.dayNumber || a.orderInDay - b.orderInDay || a.id - b.id,
  );
  let best: NewStopPlace = {
    dayNumber: CUSTOM_STOP_LIMITS.defaultDay,
    orderInDay: CUSTOM_STOP_LIMITS.defaultOrder,
    offRouteKm: Infinity,
  };
  let previous: { lat: number; lng: number } | null = null;
  for (const [index, stop] of ordered.entries()) {
    const point = pointOf(stop);
    if (!point) continue;
    // Before this stop, on the leg that reaches it (a day's first leg starts at last night's stop).
    const before = previous ? kmFromSegment(at, previous, point) : kmBetween(at, point);
    if (before < best.offRouteKm)
      best = { dayNumber: stop.dayNumber, orderInDay: stop.orderInDay, offRouteKm: before };
    // After the day's last stop only when nothing follows on that day (the evening).
    const next = ordered[index + 1];
    if (!next || next.dayNumber !== stop.dayNumber) {
      const after = kmBetween(at, point);
      if (after < best.offRouteKm) {
        best = { dayNumber: stop.dayNumber, orderInDay: stop.orderInDay + 1, offRouteKm: after };
      }
    }
    previous = point;
  }
  return best;
}

/** 'Goblin Valley is 150 km off this trip's route. Add it anyway?': asked before a far-off stop is added. */
export function farOffQuestion(name: string, offRouteKm: number): string | null {
  if (offRouteKm <= CUSTOM_STOP_LIMITS.nearRouteKm) return null;
  const far = Number.isFinite(offRouteKm) ? `${Math.round(offRouteKm / 10) * 10} km` : 'far';
  return `${name} is ${far} off this trip's route. Add it anyway?`;
}

/** Estimated road km between two stops (straight line times the road factor). */
export const roadKmBetween = (from: { lat: number; lng: number }, to: { lat: number; lng: number }): number =>
  roadKmEstimate(kmBetween(from, to));

/** Estimated hours at the wheel for a road distance, as the planner estimates one. */
export function drivingHours(roadKm: number): number {
  const kmPerHour = roadKm <= 30 ? 50 : roadKm <= 120 ? 75 : roadKm <= 400 ? 90 : 100;
  return roadKm / kmPerHour;
}

/** Hours as the plan writes them: '45 min', '1h 10m', '2h'. */
export function durationText(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${minutes / 60}h`;
}

/** An estimated drive between two stops ('1h 10m', '45 min'), as the planner estimates one. */
export function estimatedDriveText(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): string {
  return durationText(drivingHours(roadKmBetween(from, to)));
}

/** The stop before a new place on its day (null when it opens the day), and the stop after it. */
export function neighboursOf(
  stops: readonly TripStopRecord[],
  place: { dayNumber: number; orderInDay: number },
) {
  const day = stops
    .filter((stop) => stop.dayNumber === place.dayNumber)
    .sort((a, b) => a.orderInDay - b.orderInDay);
  return {
    before: day.filter((stop) => stop.orderInDay < place.orderInDay).at(-1) ?? null,
    after: day.find((stop) => stop.orderInDay >= place.orderInDay) ?? null,
  };
}

/** The stored row of a custom stop. */
export function customStopRow(
  stop: ParsedCustomStopInput,
  place: { dayNumber: number; orderInDay: number },
  drivingTimeFromPrevious: string | null,
) {
  return {
    name: stop.name,
    description: stop.description ?? null,
    latitude: stop.latitude,
    longitude: stop.longitude,
    lat: stop.latitude,
    lng: stop.longitude,
    category: stop.category ?? null,
    estimatedDuration: stop.estimatedDuration ?? CUSTOM_STOP_LIMITS.defaultDuration,
    dayNumber: place.dayNumber,
    orderInDay: place.orderInDay,
    address: stop.address ?? null,
    photos: [],
    rating: stop.rating ?? null,
    essential: false,
    isDetour: false,
    drivingTimeFromPrevious,
  };
}
