import type { AiServices } from '../composition.js';
import { SEASONS } from '../data/catalogue-schema.js';
import type { TripResolvers } from '../generated/resolvers-types.js';

export function tripResolvers({ ai }: AiServices): TripResolvers {
  return {
    __resolveReference: (reference) => reference,
    smartRecommendations: (trip) => {
      // A free-text season from an older trip simply means 'the coming season'.
      const season = (SEASONS as readonly string[]).includes(trip.season ?? '')
        ? (trip.season as (typeof SEASONS)[number])
        : null;
      return ai.recommender.forTrip({ season, stops: trip.keptRouteStops ?? [] }).map((recommendation) => ({
        ...recommendation,
        validFrom: recommendation.validFrom.toISOString(),
        validUntil: recommendation.validUntil.toISOString(),
      }));
    },
  };
}
