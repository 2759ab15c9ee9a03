import { z } from 'zod';
import { baseConfigSchema, createInternalClient, loadConfig, type Caller } from '@byway/kit';

/** The AI service's planTrip, called directly with the traveller's identity and the planning scope. */
export const PLAN_TRIP_SCOPE = 'trips:plan';

export const plannerClientConfigSchema = baseConfigSchema.pick({ INTERNAL_TOKEN_SECRET: true }).extend({
  AI_URL: z.url().default('http://127.0.0.1:4005/graphql'),
  /** A model-planned trip can take a while; the AI service's own model timeout is shorter. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
});

export interface PlanRequest {
  startLocation: string;
  endLocation: string;
  totalDays: number;
  themes: string[];
  season?: string | undefined;
  budget?: string | undefined;
  accommodationType?: string | undefined;
  pace?: string | undefined;
  travelPartySize: number;
  specialRequests?: string | undefined;
  variant: number;
  progressId?: string | undefined;
  /** With waypoints: the trip starts and ends here, driving to the pack and back ('Start from my city'). */
  roundTripFrom?: string | undefined;
  /** A trip pack's stops: the plan visits them day by day. */
  waypoints?: Array<{
    name: string;
    lat: number;
    lng: number;
    day: number;
    category?: string | undefined;
    description?: string | null | undefined;
  }>;
}

/** The stored plan: shapes as the AI service returns them (see services/ai/src/domain/planner/types.ts). */
export const tripPlanSchema = z.object({
  planner: z.string(),
  model: z.string().nullable(),
  fallbackReason: z.string().nullable(),
  routing: z.string(),
  notes: z.array(z.string()),
  routeOptions: z
    .array(
      z.looseObject({
        routeName: z.string(),
        stops: z.array(
          z.looseObject({ name: z.string(), dayNumber: z.number().int(), orderInDay: z.number().int() }),
        ),
        dailySegments: z.array(
          z.looseObject({
            day: z.number().int(),
            // [lat, lng] pairs along the roads; absent from older planners.
            path: z.array(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])).nullish(),
          }),
        ),
      }),
    )
    .min(1),
});
export type TripPlan = z.output<typeof tripPlanSchema>;

export interface TripPlanner {
  plan(caller: Caller, request: PlanRequest): Promise<TripPlan>;
}

const PLAN_TRIP = /* GraphQL */ `
  query PlanTrip($input: PlanTripInput!) {
    planTrip(input: $input)
  }
`;

export function createPlannerClient(env: NodeJS.ProcessEnv = process.env): TripPlanner {
  const config = loadConfig(plannerClientConfigSchema, env);
  const call = createInternalClient({
    url: config.AI_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
    serviceLabel: 'the trip planner',
    timeoutMs: config.AI_TIMEOUT_MS,
  });
  return {
    async plan(caller, request) {
      const data = await call<{ planTrip: unknown }>(
        PLAN_TRIP,
        { input: request },
        { ...caller, scopes: [PLAN_TRIP_SCOPE] },
      );
      return tripPlanSchema.parse(data.planTrip);
    },
  };
}
