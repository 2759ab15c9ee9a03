import { z } from 'zod';
import {
  baseConfigSchema,
  createInternalClientFromEnv,
  createLogger,
  TRIP_PACK_TRIP_SCOPE,
  type Caller,
  type Logger,
} from '@byway/kit';

export const discoveryClientConfigSchema = baseConfigSchema.pick({ INTERNAL_TOKEN_SECRET: true }).extend({
  DISCOVERY_URL: z.url().default('http://127.0.0.1:4003/graphql'),
  DISCOVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});

/** What a trip made from a pack needs of it (the discovery service's public `tripPack`). */
export const packForTripSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  theme: z.string(),
  duration: z.number().int(),
  startLocation: z.string().nullable(),
  endLocation: z.string().nullable(),
  bestSeason: z.string().nullable(),
  stops: z.array(
    z.object({
      day: z.number().int(),
      name: z.string(),
      lat: z.number(),
      lng: z.number(),
      category: z.string(),
      description: z.string().nullable(),
    }),
  ),
});
export type PackForTrip = z.infer<typeof packForTripSchema>;

export interface TripPackSource {
  /** The pack, or null when there is none with this id. */
  find(caller: Caller, id: number): Promise<PackForTrip | null>;
  /**
   * Tells discovery the traveller made this trip from the pack (what lets them review it). Never fails the
   * trip: a failure is logged; a repeat changes nothing.
   */
  recordTrip(caller: Caller, packId: number, tripId: number): Promise<void>;
}

const RECORD_TRIP = /* GraphQL */ `
  mutation RecordTripFromPack($packId: Int!, $tripId: Int!) {
    recordTripFromPack(packId: $packId, tripId: $tripId)
  }
`;

const TRIP_PACK = /* GraphQL */ `
  query TripPackForTrip($id: Int!) {
    tripPack(id: $id) {
      id
      title
      description
      theme
      duration
      startLocation
      endLocation
      bestSeason
      stops {
        day
        name
        lat
        lng
        category
        description
      }
    }
  }
`;

/** Reads a pack from the discovery service with the traveller's identity (the pack itself is public). */
export function createDiscoveryClient(
  env: NodeJS.ProcessEnv = process.env,
  logger: Pick<Logger, 'warn'> = createLogger('trips', env.LOG_LEVEL ?? 'info'),
): TripPackSource {
  const call = createInternalClientFromEnv(discoveryClientConfigSchema, env, 'the trip packs', (config) => ({
    url: config.DISCOVERY_URL,
    secret: config.INTERNAL_TOKEN_SECRET,
    timeoutMs: config.DISCOVERY_TIMEOUT_MS,
  }));
  return {
    async find(caller, id) {
      const data = await call<{ tripPack: unknown }>(TRIP_PACK, { id }, { ...caller, scopes: [] });
      return data.tripPack === null ? null : packForTripSchema.parse(data.tripPack);
    },
    async recordTrip(caller, packId, tripId) {
      try {
        await call(RECORD_TRIP, { packId, tripId }, { ...caller, scopes: [TRIP_PACK_TRIP_SCOPE] });
      } catch (error) {
        logger.warn({ err: error, packId, tripId }, 'could not record the trip made from a pack');
      }
    },
  };
}
