import type { HighlightImages } from '../domain/highlight-images.js';

/** The trips service's Trip, with the fields this service requires to picture it. */
interface TripRepresentation {
  id: number;
  endLocation?: string | null;
  theme?: string | null;
}

export function tripResolvers(highlightImages: HighlightImages) {
  return {
    __resolveReference: (reference: TripRepresentation) => reference,
    highlightImage: (trip: TripRepresentation) =>
      highlightImages.forTrip({ endLocation: trip.endLocation ?? '', theme: trip.theme ?? null }),
  };
}
