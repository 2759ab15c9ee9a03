import { plainRecord as plain, type JsonRecord } from '@byway/kit';
import type { DiscoveryModels } from './models.js';
import { TRIP_PACK_TARGET } from './review-repository.js';

/**
 * The traveller's reviews (issue 9) and the trips they made from packs (issue 10), found by their
 * top-level, indexed `userId`.
 */
export function createAccountDataRepository({
  Review,
  PackTrip,
  TripPack,
}: Pick<DiscoveryModels, 'Review' | 'PackTrip' | 'TripPack'>) {
  return {
    async exportOf(userId: string): Promise<{ reviews: JsonRecord[]; tripsFromPacks: JsonRecord[] }> {
      const docs = await Review.find({ userId }).sort({ createdAt: 1 }).lean();
      const trips = await PackTrip.find({ userId }).sort({ createdAt: 1 }).lean();
      return { reviews: docs.map(plain), tripsFromPacks: trips.map(plain) };
    },

    /** Removes them all, and the packs' figures no longer count them; repeating it does nothing. */
    async deleteAll(userId: string): Promise<void> {
      const reviewed = await Review.find({ userId, targetType: TRIP_PACK_TARGET }, { targetId: 1 }).lean();
      await Review.deleteMany({ userId });
      await PackTrip.deleteMany({ userId });
      for (const packId of new Set(reviewed.map((review) => review.targetId))) {
        const left = await Review.find(
          { targetType: TRIP_PACK_TARGET, targetId: packId },
          { rating: 1 },
        ).lean();
        const rating = left.length
          ? Math.round((left.reduce((sum, review) => sum + review.rating, 0) / left.length) * 10) / 10
          : 0;
        await TripPack.updateOne({ _id: packId }, { $set: { rating, reviews: left.length } });
      }
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
