import { gql, useQuery, type TypedDocumentNode } from '@apollo/client';
import { PHOTOS_NEAR_ROUTE } from '@byway/contracts/rules';
import type { TripRoutePhotosQueryData, TripRoutePhotosQueryVariables } from '../../../../generated/graphql';

export type RoutePhoto = TripRoutePhotosQueryData['geoTaggedImagesNear'][number];
export interface RoutePoint {
  latitude: number;
  longitude: number;
}

/** Public photos travellers shared near the route's stops, nearest first (issue 10). */
export const TripRoutePhotosQuery: TypedDocumentNode<
  TripRoutePhotosQueryData,
  TripRoutePhotosQueryVariables
> = gql`
  query TripRoutePhotos($points: [GeoPointInput!]!) {
    geoTaggedImagesNear(points: $points) {
      id
      imageUrl
      thumbnailUrl
      title
      locationName
      city
      state
    }
  }
`;

/** The stops' positions, rounded to about 100 m and without repeats, at most PHOTOS_NEAR_ROUTE.maxPoints. */
export function routePoints(stops: ReadonlyArray<{ lat: number | null; lng: number | null }>): RoutePoint[] {
  const seen = new Set<string>();
  const points: RoutePoint[] = [];
  for (const stop of stops) {
    if (stop.lat === null || stop.lng === null) continue;
    const point = {
      latitude: Math.round(stop.lat * 1000) / 1000,
      longitude: Math.round(stop.lng * 1000) / 1000,
    };
    const key = `${point.latitude},${point.longitude}`;
    if (seen.has(key)) continue;
    seen.add(key);
    points.push(point);
    if (points.length === PHOTOS_NEAR_ROUTE.maxPoints) break;
  }
  return points;
}

export function useRoutePhotos(points: RoutePoint[]) {
  return useQuery(TripRoutePhotosQuery, { variables: { points }, skip: points.length === 0 });
}
