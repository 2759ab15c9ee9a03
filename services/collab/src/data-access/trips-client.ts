import { z } from 'zod';
import { createInternalService, LIVE_TRIP_PLAN_SCOPE, type Caller, type Logger } from '@byway/kit';
import type { CollabConfig } from '../config.js';
import type { TripPlan } from '../domain/read-model.js';

/**
 * The trips subgraph, called directly with internal tokens (scope trips:live-plan, for no traveller: the
 * collaboration service admitted each editor with a token the gateway gave a member). Two calls:
 * `liveTripPlan` fills a trip's first document, and `applyLiveTripPlan` writes each stored change's plan
 * back as the trip's read model.
 */

const LIVE_TRIP_PLAN = /* GraphQL */ `
  query LiveTripPlan($tripId: Int!) {
    liveTripPlan(tripId: $tripId) {
      tripId
      stops {
        stopKey
        dayNumber
        position
        name
        note
        lat
        lng
        isCustom
      }
      dayNotes {
        day
        note
      }
    }
  }
`;

const APPLY_LIVE_TRIP_PLAN = /* GraphQL */ `
  mutation ApplyLiveTripPlan(
    $tripId: Int!
    $stops: [LiveTripStopInput!]!
    $removedStopKeys: [ID!]!
    $dayNotes: [LiveTripDayNoteInput!]!
  ) {
    applyLiveTripPlan(tripId: $tripId, stops: $stops, removedStopKeys: $removedStopKeys, dayNotes: $dayNotes)
  }
`;

const coordinate = z.number().nullable();

/** A trip's plan as its first document starts from. */
export const seedPlanSchema = z.object({
  stops: z.array(
    z.object({
      stopKey: z.string().min(1),
      dayNumber: z.number().int().min(1),
      position: z.number().int().min(1),
      name: z.string(),
      note: z.string().nullable(),
      lat: coordinate,
      lng: coordinate,
      isCustom: z.boolean(),
    }),
  ),
  dayNotes: z.array(z.object({ day: z.number().int().min(1), note: z.string() })),
});
export type SeedPlan = z.infer<typeof seedPlanSchema>;

/** Where trip documents come from and where their plans go. */
export interface TripPlans {
  /** The plan a trip's first document starts from; null when there is no such trip. Throws when it cannot tell. */
  planOf(tripId: number): Promise<SeedPlan | null>;
  /** The document's plan, as the trip's read model. */
  applyPlan(tripId: number, plan: TripPlan): Promise<void>;
}

const COLLAB_CALLER: Caller = { userId: null, sessionId: null, scopes: [LIVE_TRIP_PLAN_SCOPE] };

export function createTripsClient(
  config: Pick<CollabConfig, 'TRIPS_URL' | 'TRIPS_TIMEOUT_MS' | 'INTERNAL_TOKEN_SECRET'>,
  logger: Logger,
): TripPlans {
  const { graphql } = createInternalService({
    url: config.TRIPS_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
    serviceLabel: 'the trips service',
    timeoutMs: config.TRIPS_TIMEOUT_MS,
    logger,
  });
  return {
    async planOf(tripId) {
      const data = await graphql<{ liveTripPlan: unknown }>(LIVE_TRIP_PLAN, { tripId }, COLLAB_CALLER);
      if (data.liveTripPlan === null) return null;
      const plan = seedPlanSchema.safeParse(data.liveTripPlan);
      if (!plan.success)
        throw new Error(`the trips service answered a plan of another shape for trip ${tripId}`);
      return plan.data;
    },

    async applyPlan(tripId, plan) {
      await graphql(
        APPLY_LIVE_TRIP_PLAN,
        {
          tripId,
          stops: plan.days.flatMap(({ day, stops }) =>
            stops.map(({ stopKey, name, note, orderInDay }) => ({
              stopKey,
              dayNumber: day,
              position: orderInDay,
              name,
              note,
            })),
          ),
          removedStopKeys: plan.removed,
          dayNotes: plan.days.flatMap(({ day, note }) => (note ? [{ day, note }] : [])),
        },
        COLLAB_CALLER,
      );
    },
  };
}
