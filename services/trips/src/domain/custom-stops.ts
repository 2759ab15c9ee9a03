import { CUSTOM_STOP_LIMITS, type ParsedCustomStopInput } from '@byway/contracts/rules';
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

/**
 * Where a new stop goes: right after the trip's stop nearest to it, when that stop is within
 * `nearRouteKm`; otherwise the spec's default, day 1 as stop 1.
 */
export function placeOfNewStop(
  at: { lat: number; lng: number },
  stops: readonly TripStopRecord[],
): { dayNumber: number; orderInDay: number } {
  let nearest: { stop: TripStopRecord; km: number } | null = null;
  for (const stop of stops) {
    const lat = stop.lat ?? stop.latitude;
    const lng = stop.lng ?? stop.longitude;
    if (lat === null || lng === null) continue;
    const km = kmBetween(at, { lat, lng });
    if (!nearest || km < nearest.km) nearest = { stop, km };
  }
  if (!nearest || nearest.km > CUSTOM_STOP_LIMITS.nearRouteKm) {
    return { dayNumber: CUSTOM_STOP_LIMITS.defaultDay, orderInDay: CUSTOM_STOP_LIMITS.defaultOrder };
  }
  return { dayNumber: nearest.stop.dayNumber, orderInDay: nearest.stop.orderInDay + 1 };
}

/** The stored row of a custom stop. */
export function customStopRow(stop: ParsedCustomStopInput, place: { dayNumber: number; orderInDay: number }) {
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
    drivingTimeFromPrevious: null,
  };
}
