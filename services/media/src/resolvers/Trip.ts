import type { MediaServices } from '../composition.js';
import type { TripResolvers } from '../generated/resolvers-types.js';

export function tripResolvers({ highlightImages }: MediaServices): TripResolvers {
  return {
    __resolveReference: (reference) => reference,
    highlightImage: (trip) =>
      highlightImages.forTrip({ endLocation: trip.endLocation ?? '', theme: trip.theme ?? null }),
  };
}
