import { DISTANCE_UNITS, kmFromDistanceText, milesToKm, type DistanceUnit } from '@byway/contracts/rules';
import { z } from 'zod';

/**
 * Distances of a stored route option as numbers and a unit. Plans since issue 19 carry km and the unit of
 * the country the trip starts in; older trips stored only miles and a text ('412 miles'), so their km are
 * read back from those and their unit is miles, as they were written.
 */
const storedOptionSchema = z.looseObject({
  totalDistance: z.string().nullish().catch(null),
  totalDistanceKm: z.number().nullish().catch(null),
  distanceUnit: z.enum(DISTANCE_UNITS).nullish().catch(null),
});

const storedDriveSchema = z.looseObject({
  distanceMiles: z.number().nullish().catch(null),
  distanceKm: z.number().nullish().catch(null),
});

const tenths = (value: number) => Math.round(value * 10) / 10;

export function storedOptionDistance(option: unknown): { km: number | null; unit: DistanceUnit } {
  const parsed = storedOptionSchema.safeParse(option);
  if (!parsed.success) return { km: null, unit: 'mi' };
  const { totalDistance, totalDistanceKm, distanceUnit } = parsed.data;
  const km = totalDistanceKm ?? kmFromDistanceText(totalDistance);
  return { km: km === null ? null : tenths(km), unit: distanceUnit ?? 'mi' };
}

export function storedDayKm(driveSummary: unknown): number | null {
  const parsed = storedDriveSchema.safeParse(driveSummary);
  if (!parsed.success) return null;
  const { distanceKm, distanceMiles } = parsed.data;
  if (distanceKm !== null && distanceKm !== undefined) return distanceKm;
  return distanceMiles === null || distanceMiles === undefined ? null : tenths(milesToKm(distanceMiles));
}
