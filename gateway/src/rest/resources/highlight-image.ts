import { AppError } from '@byway/kit';
import type { TripHighlightImage } from '@byway/contracts/rest';
import { graphqlRoute, idFromPath, ok, TRIP_404, UNAVAILABLE, type RestRoute } from '../route-table.js';
import { foundTrip, tripId } from './trips.js';

/** The media service's picture for a trip card (spec 7 'GET /api/trips/{id}/highlight-image'), owner only. */
export const HIGHLIGHT_IMAGE_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'getTripHighlightImage',
    method: 'get',
    path: '/api/trips/{id}/highlight-image',
    tag: 'Trips',
    summary: "The picture on the trip's card",
    auth: 'signed-in',
    pathParams: tripId,
    answers: [ok('TripHighlightImage', 'The picture and its credit.')],
    errors: [TRIP_404, UNAVAILABLE],
    graphql: `query RestTripHighlightImageQuery($id: Int!) {
  trip(id: $id) { highlightImage { imageUrl thumbnailUrl alt photographerName photographerUrl } }
}`,
    variables: idFromPath,
    answer: (data: { trip: { highlightImage: TripHighlightImage | null } | null }) => {
      const { highlightImage } = foundTrip(data.trip);
      if (!highlightImage) throw new AppError('UNAVAILABLE', 'The trip image is not available right now.');
      return highlightImage;
    },
  }),
];
