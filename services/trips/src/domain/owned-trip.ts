import { AppError } from '@byway/kit';
import type { TripRecord, TripRepository } from '../data-access/trip-repository.js';
import { tripIdInput } from './schemas.js';

/** The caller's own trip, or the same 404 whether it is missing or someone else's. */
export async function ownedTripOr404(
  trips: TripRepository,
  userId: string,
  id: unknown,
): Promise<TripRecord> {
  const tripId = tripIdInput.safeParse(id);
  const trip = tripId.success ? await trips.findOwned(tripId.data, userId) : null;
  if (!trip) throw AppError.notFound('Trip');
  return trip;
}
