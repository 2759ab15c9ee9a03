import {
  AppError,
  parseInput,
  requireScope,
  requireUser,
  TRIP_PACK_TRIP_SCOPE,
  type Caller,
  type ActivityReporter,
} from '@byway/kit';
import { tripPackReviewInputSchema, type ActivityAction } from '@byway/contracts/rules';
import { z } from 'zod';
import type { ReviewRepository, TripPackReviewRecord } from '../data-access/review-repository.js';
import type { TripPackRepository } from '../data-access/trip-pack-repository.js';

const idInput = z.number().int().positive();

/** What anyone sees of a review: the stars, the words and when; never who wrote it. */
export interface PublicReview {
  id: number;
  rating: number;
  comment: string | null;
  createdAt: string;
  mine: boolean;
}

const shown = (review: TripPackReviewRecord, caller: Caller): PublicReview => ({
  id: review.id,
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt,
  mine: review.userId === caller.userId,
});

/**
 * Reviews of trip packs (issue 10): a traveller who made a trip from a pack may rate it 1-5 and write a
 * review, one per pack (writing again edits it). The pack's rating and review count come from them only.
 */
export function createReviews({
  reviews,
  packs,
  activity,
  ready,
}: {
  reviews: ReviewRepository;
  packs: TripPackRepository;
  activity: ActivityReporter<ActivityAction>;
  ready: Promise<void>;
}) {
  const existingPack = async (packId: unknown) => {
    const id = idInput.safeParse(packId);
    if (!id.success) throw AppError.notFound('Trip pack');
    await ready;
    const pack = await packs.findById(id.data);
    if (!pack) throw AppError.notFound('Trip pack');
    return pack;
  };

  return {
    /** The trips service, with the traveller's identity, after it made their trip from the pack. */
    async recordTripFromPack(caller: Caller, packId: unknown, tripId: unknown): Promise<boolean> {
      requireScope(caller, TRIP_PACK_TRIP_SCOPE);
      const userId = requireUser(caller);
      const pack = await existingPack(packId);
      await reviews.recordTrip(userId, pack.id, parseInput(idInput, tripId));
      return true;
    },

    async review(caller: Caller, packId: unknown, input: unknown): Promise<PublicReview> {
      const userId = requireUser(caller);
      const pack = await existingPack(packId);
      const form = parseInput(tripPackReviewInputSchema, input);
      if (!(await reviews.hasTrip(userId, pack.id))) {
        throw new AppError('FORBIDDEN', 'Make a trip from this pack before reviewing it');
      }
      const { review, created } = await reviews.upsert(userId, pack.id, form);
      await reviews.refreshPackFigures(pack.id);
      if (created) await activity.report(caller, 'review_written', review.id);
      return shown(review, caller);
    },

    async ofPack(caller: Caller, packId: unknown): Promise<PublicReview[]> {
      const pack = await existingPack(packId);
      return (await reviews.ofPack(pack.id)).map((review) => shown(review, caller));
    },

    /** Whether the caller may review the pack (they made a trip from it), and their review if written. */
    async mine(
      caller: Caller,
      packId: unknown,
    ): Promise<{ canReview: boolean; review: PublicReview | null }> {
      const userId = requireUser(caller);
      const pack = await existingPack(packId);
      const [canReview, review] = await Promise.all([
        reviews.hasTrip(userId, pack.id),
        reviews.findOwn(userId, pack.id),
      ]);
      return { canReview, review: review ? shown(review, caller) : null };
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;
