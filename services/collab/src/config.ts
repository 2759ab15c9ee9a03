import { z } from 'zod';
import { baseConfigSchema, DEVELOPMENT_SECRETS, loadConfig } from '@byway/kit';

const port = z.coerce.number().int().min(0).max(65535);

/**
 * The collaboration service's settings, validated once at start-up (kit's loadConfig: outside development
 * and test, COLLAB_TOKEN_SECRET must be set, must not be the development value and must differ from the
 * other secrets).
 */
export const collabConfigSchema = baseConfigSchema
  .pick({
    NODE_ENV: true,
    LOG_LEVEL: true,
    HOST: true,
    MONGODB_URI: true,
    REDIS_URL: true,
    REDIS_KEY_PREFIX: true,
    INTERNAL_TOKEN_SECRET: true,
  })
  .extend({
    COLLAB_PORT: port.default(4006),
    /** Checks the tokens the gateway signs (POST /api/trips/{id}/collab-token); the gateway holds the same. */
    COLLAB_TOKEN_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.COLLAB_TOKEN_SECRET),
    /**
     * How long a document's edits wait before they are stored (and the trip's plan is sent on): edits in
     * that window are stored as one update. Hocuspocus's own default; at most COLLAB_STORE_MAX_WAIT_MS.
     */
    COLLAB_STORE_DEBOUNCE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    COLLAB_STORE_MAX_WAIT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    /** A document's stored updates are merged into one snapshot once there are more than this many. */
    COLLAB_COMPACT_AFTER: z.coerce.number().int().min(1).max(10_000).default(100),
    /**
     * The trips subgraph: a trip's first document is filled from its plan there, and each stored change's
     * plan is sent back as its read model (internal calls, scope trips:live-plan).
     */
    TRIPS_URL: z.url().default('http://127.0.0.1:4002/graphql'),
    TRIPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  });

export type CollabConfig = z.output<typeof collabConfigSchema>;

export const loadCollabConfig = (env: NodeJS.ProcessEnv = process.env): CollabConfig =>
  loadConfig(collabConfigSchema, env);
