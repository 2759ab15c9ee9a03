import { nextSequence } from '@byway/kit';
import type { Connection } from 'mongoose';
import type { DiscoveryModels, ReviewDoc } from './models.js';

/** Reviews of trip packs are stored with this target type. */
export const TRIP_PACK_TARGET = 'trip_pack';

export interface TripPackReviewRecord {
  id: number;
  packId: number;
  userId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
}

const toRecord = (doc: ReviewDoc): TripPackReviewRecord => ({
  id: doc._id,
  packId: doc.targetId,
  userId: doc.userId,
  rating: doc.rating,
  comment: doc.comment ?? null,
  createdAt: doc.createdAt.toISOString(),
});

/** Trips made from packs (who may review) and the reviews themselves; every filter is top-level equality. */
export function createReviewRepository(
  connection: Connection,
  { PackTrip, Review, TripPack }: Pick<DiscoveryModels, 'PackTrip' | 'Review' | 'TripPack'>,
) {
  return {
    /** Remembers the traveller's trip from the pack; true the first time (the pack's trip count grows then). */
    async recordTrip(userId: string, packId: number, tripId: number): Promise<boolean> {
      const _id = `${userId}:${packId}`;
      if (await PackTrip.exists({ _id })) return false;
      try {
        await PackTrip.create({ _id, userId, packId, tripId });
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      }
      await TripPack.updateOne({ _id: packId }, { $inc: { tripCount: 1 } });
      return true;
    },

    async hasTrip(userId: string, packId: number): Promise<boolean> {
      return (await PackTrip.exists({ _id: `${userId}:${packId}` })) !== null;
    },

    async findOwn(userId: string, packId: number): Promise<TripPackReviewRecord | null> {
      const doc = await Review.findOne({
        userId,
        targetType: TRIP_PACK_TARGET,
        targetId: packId,
      }).lean<ReviewDoc>();
      return doc ? toRecord(doc) : null;
    },

    /** Writes the traveller's one review of the pack (a second write edits it). */
    async upsert(
      userId: string,
      packId: number,
      review: { rating: number; comment: string | null },
    ): Promise<{ review: TripPackReviewRecord; created: boolean }> {
      const existing = await this.findOwn(userId, packId);
      if (existing) {
        await Review.updateOne({ _id: existing.id }, { $set: review });
        return { review: { ...existing, ...review }, created: false };
      }
      const id = await nextSequence(connection, 'reviews');
      const doc = await Review.create({
        _id: id,
        userId,
        targetType: TRIP_PACK_TARGET,
        targetId: packId,
        ...review,
      });
      return { review: toRecord(doc.toObject() as ReviewDoc), created: true };
    },

    async ofPack(packId: number): Promise<TripPackReviewRecord[]> {
      const docs = await Review.find({ targetType: TRIP_PACK_TARGET, targetId: packId })
        .sort({ createdAt: -1 })
        .limit(200)
        .lean<ReviewDoc[]>();
      return docs.map(toRecord);
    },

    /** The pack's rating (mean, one decimal) and review count, from its reviews only. */
    async refreshPackFigures(packId: number): Promise<{ rating: number; reviews: number }> {
      const docs = await Review.find({ targetType: TRIP_PACK_TARGET, targetId: packId }, { rating: 1 }).lean<
        Pick<ReviewDoc, 'rating'>[]
      >();
      const reviews = docs.length;
      const rating = reviews
        ? Math.round((docs.reduce((sum, doc) => sum + doc.rating, 0) / reviews) * 10) / 10
        : 0;
      await TripPack.updateOne({ _id: packId }, { $set: { rating, reviews } });
      return { rating, reviews };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
