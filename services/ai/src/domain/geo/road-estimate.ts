import { greatCircleKm, KM_PER_MILE, type LatLng } from './distance.js';

/**
 * Road distance and drive time without a routing engine: great-circle distance times a circuity
 * factor, driven at a speed that depends on how long the leg is. Roads wander more on short hops
 * (town streets, park roads) and less between cities (interstates), so both vary by band. Typical
 * US circuity is about 1.2 for long trips (Ballou et al., 2002; Boscoe et al., 2012).
 * Every figure made this way is labelled an estimate to the traveller.
 */
export const CIRCUITY_BANDS: readonly { upToKm: number; factor: number }[] = [
  { upToKm: 25, factor: 1.35 },
  { upToKm: 100, factor: 1.3 },
  { upToKm: 400, factor: 1.25 },
  { upToKm: Infinity, factor: 1.2 },
];

/** Average speeds including traffic lights, towns and a fuel stop: km of road per hour. */
export const SPEED_BANDS: readonly { upToRoadKm: number; kmPerHour: number }[] = [
  { upToRoadKm: 30, kmPerHour: 50 },
  { upToRoadKm: 120, kmPerHour: 75 },
  { upToRoadKm: 400, kmPerHour: 90 },
  { upToRoadKm: Infinity, kmPerHour: 100 },
];

export interface Leg {
  km: number;
  hours: number;
}

export function estimateLeg(from: LatLng, to: LatLng): Leg {
  const straight = greatCircleKm(from, to);
  const factor = CIRCUITY_BANDS.find((band) => straight <= band.upToKm)?.factor ?? 1.2;
  const km = straight * factor;
  const speed = SPEED_BANDS.find((band) => km <= band.upToRoadKm)?.kmPerHour ?? 100;
  return { km, hours: km / speed };
}

export const kmToMiles = (km: number) => km / KM_PER_MILE;

/** '2h 50m', '45 min'. */
export function formatDuration(hours: number): string {
  const minutes = Math.max(0, Math.round(hours * 60));
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}m` : `${h}h`;
}

/** '412 miles'. */
export function formatMiles(km: number): string {
  const miles = Math.round(kmToMiles(km));
  return `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
}
