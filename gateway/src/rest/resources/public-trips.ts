import type { PublicTrip, TripStop } from '@byway/contracts/rest';
import { graphqlRoute, idFromPath, ok, type RestRoute } from '../route-table.js';
import { ROUTE_OPTION_FIELDS, STOP_FIELDS } from './fields.js';
import { foundTrip, tripId } from './trips.js';

const PUBLIC_404 = { status: 404, when: "'Trip not found': missing or private." };

/**
 * The public trip page (spec 2 'Public trip', spec 7). No sign-in: anyone sees a trip while its owner keeps
 * it public; a missing or private trip, even the caller's own, is the same 404 `{ message: 'Trip not found' }`.
 * The gateway's `Cache-Control: no-store` (security-headers.ts) applies, so a trip made private again is not
 * served from a cache.
 */
export const PUBLIC_TRIP_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'getPublicTrip',
    method: 'get',
    path: '/api/trips/{id}/public',
    tag: 'Public trips',
    summary: 'A trip its owner made public',
    description: 'No owner, memories or price alerts. A private trip, even your own, is the same 404.',
    auth: 'public',
    pathParams: tripId,
    answers: [ok('PublicTrip', 'The trip.')],
    errors: [PUBLIC_404],
    graphql: `query RestPublicTripQuery($id: Int!) {
  publicTrip(id: $id) {
    id title description startLocation endLocation totalDays theme status season budget travelPartySize
    accommodationType selectedRouteIndex createdAt
    routeOptions {${ROUTE_OPTION_FIELDS}
    }
  }
}`,
    variables: idFromPath,
    answer: (data: { publicTrip: PublicTrip | null }) => foundTrip(data.publicTrip),
  }),
  graphqlRoute({
    id: 'getPublicTripStops',
    method: 'get',
    path: '/api/trips/{id}/stops/public',
    tag: 'Public trips',
    summary: "A public trip's stops on its selected route, by day then order",
    auth: 'public',
    pathParams: tripId,
    answers: [ok('PublicTripStops', 'The stops.')],
    errors: [PUBLIC_404],
    graphql: `query RestPublicTripStopsQuery($id: Int!) {
  publicTrip(id: $id) { id }
  publicTripStops(id: $id) { ${STOP_FIELDS} }
}`,
    variables: idFromPath,
    answer: (data: { publicTrip: { id: number } | null; publicTripStops: TripStop[] }) => {
      foundTrip(data.publicTrip);
      return data.publicTripStops;
    },
  }),
];
