import type { MediaServices } from '../composition.js';
import type { TripResolvers } from '../generated/resolvers-types.js';

/** The trips service's Trip, with the fields this service requires to picture it (the codegen mapper of Trip). */
export interface TripRepresentation {
  id: number;
  endLocation?: string | null;
  theme?: string | null;
}

export function tripResolvers({ highlightImages }: MediaServices): TripResolvers {
  return {
    __resolveReference: (reference) => reference,
    highlightImage: (trip) =>
      highlightImages.forTrip({ endLocation: trip.endLocation ?? '', theme: trip.theme ?? null }),
  };
}
