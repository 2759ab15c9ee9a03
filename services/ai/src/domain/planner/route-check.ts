import { AppError } from '@byway/kit';
import { TRIP_LIMITS } from '@byway/contracts/rules';
import type { Gazetteer } from '../geo/gazetteer.js';
import { tripRequestSchema } from './request.js';
import { checkDrivable } from './trip-ends.js';

/**
 * The trip builder's step 1, once both places are known (issue 21): can a car get from one to the other
 * (one road network, joined by land or a car ferry)? Denver to Paris used to pass steps 1-4 and be refused
 * only when the trip was made. The days are not asked yet, so only the road is checked here; the planner
 * checks the rest with the same rule (checkDrivable) when it plans.
 */
export function createRouteCheck(gazetteer: Gazetteer) {
  return {
    check(from: string, to: string): { ok: boolean; message: string | null } {
      const start = gazetteer.lookup(from);
      const end = gazetteer.lookup(to);
      // A place the planner does not know is the place check's to say.
      if (!start.found || !end.found) return { ok: true, message: null };
      const request = tripRequestSchema.parse({
        startLocation: from,
        endLocation: to,
        totalDays: TRIP_LIMITS.maxDays,
      });
      try {
        checkDrivable({ request, start: start.place, end: end.place });
        return { ok: true, message: null };
      } catch (error) {
        if (error instanceof AppError) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}
