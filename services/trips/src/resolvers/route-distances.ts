import { storedDayKm, storedOptionDistance } from '../domain/route-distances.js';
import type { DriveSummaryResolvers, RouteOptionResolvers } from '../generated/resolvers-types.js';

/** A stored route option's distances as numbers and a unit, older trips' included. */
export function routeDistanceResolvers(): {
  RouteOption: RouteOptionResolvers;
  DriveSummary: DriveSummaryResolvers;
} {
  return {
    RouteOption: {
      totalDistanceKm: (option) => storedOptionDistance(option).km,
      distanceUnit: (option) => storedOptionDistance(option).unit,
    },
    DriveSummary: {
      distanceKm: (summary) => storedDayKm(summary),
    },
  };
}
