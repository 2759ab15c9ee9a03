// Map links built from coordinates (spec 7: maps directions and search links), opened in a new tab.

export interface Coordinates {
  lat: number;
  lng: number;
}

/** A stop's coordinates: lat/lng, else latitude/longitude; null when it has none. */
export function coordinatesOf(stop: {
  lat: number | null;
  lng: number | null;
  latitude: number | null;
  longitude: number | null;
}): Coordinates | null {
  const lat = stop.lat ?? stop.latitude;
  const lng = stop.lng ?? stop.longitude;
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { lat, lng };
}

const point = ({ lat, lng }: Coordinates) => `${lat},${lng}`;

/** Google Maps driving directions through the points in order; null with fewer than one point. */
export function directionsUrl(points: readonly Coordinates[]): string | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const params = new URLSearchParams({ api: '1' });
  if (points.length > 1) params.set('origin', point(first));
  params.set('destination', point(last));
  const waypoints = points.slice(1, -1);
  if (waypoints.length > 0) params.set('waypoints', waypoints.map(point).join('|'));
  params.set('travelmode', 'driving');
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** Google Maps centred on a point. */
export function searchUrl(at: Coordinates): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: point(at) }).toString()}`;
}

/** Opens a map link in a new tab without giving it access to this page. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
