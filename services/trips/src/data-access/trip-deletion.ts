import type { TripsModels } from './models.js';

/**
 * Deletes one trip and everything on it (issue 22: the owner's 'Delete trip'): stops, plan, every member's
 * memories and price alerts with their prices, memberships and invitations, and the trip last, so a retry
 * after a failure still finds the trip. Members lose it at once.
 */
export function createTripDeletion(models: TripsModels) {
  const { Trip, TripPlan, TripStop, TripMemory, PriceAlert, PriceObservation, TripMember, TripInvitation } =
    models;
  return async function deleteTrip(tripId: number): Promise<void> {
    await TripStop.deleteMany({ tripId });
    const alerts = await PriceAlert.find({ tripId }).select('_id').lean();
    if (alerts.length)
      await PriceObservation.deleteMany({ alertId: { $in: alerts.map((alert) => alert._id) } });
    await PriceAlert.deleteMany({ tripId });
    await TripMemory.deleteMany({ tripId });
    await TripMember.deleteMany({ tripId });
    await TripInvitation.deleteMany({ tripId });
    await TripPlan.deleteMany({ _id: tripId });
    await Trip.deleteOne({ _id: tripId });
  };
}
