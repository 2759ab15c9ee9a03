import { storedDayKm } from '../domain/route-distances.js';
import type { DriveSummaryResolvers } from '../generated/resolvers-types.js';

/** A stored day's drive in km, older trips' included. */
export function driveSummaryResolvers(): DriveSummaryResolvers {
  return {
    distanceKm: (summary) => storedDayKm(summary),
  };
}
