import { estimateLeg } from '../geo/road-estimate.js';
import type { LatLng } from '../geo/distance.js';
import type { TripRequest } from './request.js';

/** Daily driving the pace aims for, and the most we ever plan in a day. */
export const PACE = {
  slow: { sights: 2, targetDriveHours: 4.5, activeHours: 8, visitScale: 1.15 },
  moderate: { sights: 3, targetDriveHours: 6, activeHours: 10, visitScale: 1 },
  fast: { sights: 5, targetDriveHours: 7.5, activeHours: 12, visitScale: 0.75 },
} as const;
export const MAX_DRIVE_HOURS_PER_DAY = 10;
/** The most driving a day of each pace plans (a trip that needs more gets MAX_DRIVE_HOURS_PER_DAY days). */
export const DAILY_DRIVE_LIMIT_HOURS = { slow: 6, moderate: 8, fast: 10 } as const;

/** The most driving a day of this trip plans: the pace's limit, or more when the trip cannot be done in it. */
export function dailyDriveLimit(request: TripRequest, start: LatLng, end: LatLng): number {
  const paceLimit = Math.min(DAILY_DRIVE_LIMIT_HOURS[request.pace ?? 'moderate'], MAX_DRIVE_HOURS_PER_DAY);
  const needed = (estimateLeg(start, end).hours / request.totalDays) * 1.2;
  return Math.max(paceLimit, Math.min(MAX_DRIVE_HOURS_PER_DAY, needed));
}
