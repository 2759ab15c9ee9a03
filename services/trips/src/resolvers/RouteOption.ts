import { storedOptionDistance } from '../domain/route-distances.js';
import type { RouteOptionResolvers } from '../generated/resolvers-types.js';

/** A stored route option's distance as a number and a unit, older trips' included. */
export function routeOptionResolvers(): RouteOptionResolvers {
  return {
    totalDistanceKm: (option) => storedOptionDistance(option).km,
    distanceUnit: (option) => storedOptionDistance(option).unit,
  };
}
