import { z } from 'zod';
import { baseConfigSchema, createInternalClientFromEnv, PLAN_TRIP_SCOPE, type Caller } from '@byway/kit';
import type { PlanTripQueryData, PlanTripQueryVariables } from '../generated/planner-operations.js';

export const plannerClientConfigSchema = baseConfigSchema.pick({ INTERNAL_TOKEN_SECRET: true }).extend({
  AI_URL: z.url().default('http://127.0.0.1:4005/graphql'),
  /** A model-planned trip can take a while; the AI service's own model timeout is shorter. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
});

/** What the trips service asks the planner for: the AI service's PlanTripInput. */
export type PlanRequest = PlanTripQueryVariables['input'];
/** The plan as the AI service answers it, typed by codegen from its schema (PlannedTrip). */
export type TripPlan = PlanTripQueryData['planTrip'];

export interface TripPlanner {
  plan(caller: Caller, request: PlanRequest): Promise<TripPlan>;
}

/**
 * Every field of the plan, in the order the planner writes them: the trip stores the route options as
 * they come (trip_plans), so what is selected here is what a trip keeps. The AI service's tests send it too.
 */
export const PLAN_TRIP = /* GraphQL */ `
  query PlanTrip($input: PlanTripInput!) {
    planTrip(input: $input) {
      planner
      model
      fallbackReason
      routing
      start {
        label
        lat
        lng
      }
      end {
        label
        lat
        lng
      }
      routeOptions {
        routeName
        vibe
        totalDistance
        totalDistanceKm
        distanceUnit
        estimatedTime
        stops {
          name
          description
          category
          lat
          lng
          latitude
          longitude
          address
          estimatedDuration
          dayNumber
          orderInDay
          rating
          essential
          isDetour
          drivingTimeFromPrevious
          photos
          isCustom
          placeId
        }
        dailySegments {
          day
          title
          description
          driveSummary {
            estimatedHours
            distanceMiles
            distanceKm
          }
          overnight
          path
        }
      }
      notes
    }
  }
`;

export function createPlannerClient(env: NodeJS.ProcessEnv = process.env): TripPlanner {
  const call = createInternalClientFromEnv(plannerClientConfigSchema, env, 'the trip planner', (config) => ({
    url: config.AI_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
    timeoutMs: config.AI_TIMEOUT_MS,
  }));
  return {
    async plan(caller, request) {
      const variables: PlanTripQueryVariables = { input: request };
      const data = await call<PlanTripQueryData>(PLAN_TRIP, variables, {
        ...caller,
        scopes: [PLAN_TRIP_SCOPE],
      });
      return data.planTrip;
    },
  };
}
