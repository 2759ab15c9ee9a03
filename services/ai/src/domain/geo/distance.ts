/** Plain spherical geometry: enough for road-trip planning, no projection library needed. */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where `point` falls against the segment a->b: `t` is the share of the way along (0..1, clamped) and
 * `offKm` the distance from the segment. A local equirectangular projection is accurate to a few
 * percent at road-trip scales, which is all a corridor test needs.
 */
export function alongSegment(point: LatLng, a: LatLng, b: LatLng): { t: number; offKm: number } {
  const kx = Math.cos(toRadians((a.lat + b.lat) / 2));
  const ax = a.lng * kx;
  const bx = b.lng * kx;
  const px = point.lng * kx;
  const dx = bx - ax;
  const dy = b.lat - a.lat;
  const lengthSquared = dx * dx + dy * dy;
  const raw = lengthSquared === 0 ? 0 : ((px - ax) * dx + (point.lat - a.lat) * dy) / lengthSquared;
  const t = Math.max(0, Math.min(1, raw));
  const nearest = { lat: a.lat + t * dy, lng: (ax + t * dx) / kx };
  return { t, offKm: greatCircleKm(point, nearest) };
}

/** The point a share `t` of the way from a to b (linear; fine for the short legs it is used on). */
export function interpolate(a: LatLng, b: LatLng, t: number): LatLng {
  return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
}
