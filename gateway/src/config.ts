import { z } from 'zod';
import {
  baseConfigSchema,
  blankIsUnset,
  DEVELOPMENT_SECRETS,
  DEVELOPMENT_URLS,
  loadConfig,
  rateLimitRules,
  streamLimitsConfigSchema,
} from '@byway/kit';

const url = z.url({ protocol: /^https?$/ });
const port = z.coerce.number().int().min(0).max(65535);
/** An address with a development default: empty counts as unset (production then asks for it by name). */
const developmentUrl = (fallback: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), url.default(fallback));

/**
 * Everything the gateway reads from the environment, validated once at start-up. Dev defaults are
 * embedded so `npm start` works with no .env; kit's loadConfig refuses in production the dev secrets (and
 * guessable ones) and the dev addresses: PUBLIC_URL and OIDC_ISSUER_URL must be set there, over https.
 */
export const gatewayConfigSchema = baseConfigSchema
  .pick({
    NODE_ENV: true,
    LOG_LEVEL: true,
    HOST: true,
    INTERNAL_TOKEN_SECRET: true,
    // The gateway's own database keeps the answers of writes sent with an Idempotency-Key.
    MONGODB_URI: true,
    REDIS_URL: true,
    REDIS_KEY_PREFIX: true,
  })
  .extend({
    GATEWAY_PORT: port.default(4000),
    /**
     * Prometheus' /metrics, on a port of its own so the public one (what the ingress and the front-end
     * proxy reach) never answers it: scrape it on the cluster network. 0 turns it off.
     */
    METRICS_PORT: port.default(9464),
    /** Where the browser reaches the app (the shell proxies /api and /graphql here); OIDC redirects use it. */
    PUBLIC_URL: developmentUrl(DEVELOPMENT_URLS.PUBLIC_URL),
    /** Signs the session cookie and the short-lived OIDC transaction cookie. */
    SESSION_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.SESSION_SECRET),
    USERS_URL: url.default('http://127.0.0.1:4001/graphql'),
    TRIPS_URL: url.default('http://127.0.0.1:4002/graphql'),
    DISCOVERY_URL: url.default('http://127.0.0.1:4003/graphql'),
    MEDIA_URL: url.default('http://127.0.0.1:4004/graphql'),
    AI_URL: url.default('http://127.0.0.1:4005/graphql'),
    OIDC_ISSUER_URL: developmentUrl(DEVELOPMENT_URLS.OIDC_ISSUER_URL),
    OIDC_CLIENT_ID: z.string().min(1).default('byway-local'),
    OIDC_CLIENT_SECRET: z.string().min(1).default(DEVELOPMENT_SECRETS.OIDC_CLIENT_SECRET),
    /** Forces the Secure cookie flag outside production (e.g. a TLS-terminated staging); production always sets it. */
    COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
    /** Express `trust proxy`: 'false' (default), a hop count, or a list of proxy addresses; the login limiter keys on the client IP. */
    TRUST_PROXY: z.string().default('false'),
    /**
     * The map tile server (issue 21): an XYZ template such as https://tiles.example.com/{z}/{x}/{y}.png.
     * Unset, the maps draw the bundled offline basemap only (nothing is fetched from a tile server).
     */
    MAP_TILE_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^https?:\/\/\S+$/, 'MAP_TILE_URL must be an http(s) address')
        .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
          message: 'MAP_TILE_URL must hold {z}, {x} and {y}',
        })
        .optional(),
    ),
    /** The tile server's credit, shown on every map (HTML, as the tile provider asks it to be written). */
    MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
    /**
     * Signs the collaboration tokens (POST /api/trips/{id}/collab-token, issue 22); the collab service
     * holds the same. Optional here so a deployment without live co-editing starts as before: unset, the
     * route answers 503. In development and tests it defaults to kit's development value.
     */
    COLLAB_TOKEN_SECRET: z.preprocess(blankIsUnset, z.string().min(32).optional()),
    /**
     * The same per-deployment rate-limit overrides the subgraphs read (kit's rate-limits.ts): the gateway
     * names the `apiToken` rule in the RateLimit headers of a token's 429, whose wait the users service sends.
     */
    RATE_LIMITS: z.preprocess(blankIsUnset, z.string().optional()),
    /**
     * Partners' web origins allowed to call /api and /graphql from a browser with a personal API token
     * (CORS, never with the session cookie): comma-separated, each exactly an origin
     * (`https://app.partner.example`). Unset, no other origin may.
     */
    PARTNER_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine((origin) => {
            try {
              const url = new URL(origin);
              return ['http:', 'https:'].includes(url.protocol) && url.origin === origin;
            } catch {
              return false;
            }
          }, 'PARTNER_ORIGINS must list origins such as https://app.partner.example, comma-separated'),
        ),
      ),
  })
  // PLAN_PROGRESS_STREAMS_PER_TRAVELLER / _PER_PROCESS: caps on relayed plan-progress streams.
  .extend(streamLimitsConfigSchema.shape);

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const config = loadConfig(gatewayConfigSchema, env);
  // A bad override stops the start-up here too, with the users service's words.
  rateLimitRules({ RATE_LIMITS: config.RATE_LIMITS });
  if (!config.COLLAB_TOKEN_SECRET && (config.NODE_ENV === 'development' || config.NODE_ENV === 'test'))
    config.COLLAB_TOKEN_SECRET = DEVELOPMENT_SECRETS.COLLAB_TOKEN_SECRET;
  // A Secure cookie is never sent back over plain http (loopback aside), so nobody could stay signed in.
  const publicUrl = new URL(config.PUBLIC_URL);
  if (cookieSecure(config) && publicUrl.protocol === 'http:' && !isLoopback(publicUrl.hostname)) {
    throw new Error(
      `Invalid configuration:\n  PUBLIC_URL must be an https:// address when the session cookie is Secure (COOKIE_SECURE=true or production)`,
    );
  }
  return config;
}

const isLoopback = (hostname: string) => ['localhost', '127.0.0.1', '[::1]'].includes(hostname);

export function cookieSecure(config: GatewayConfig): boolean {
  return config.NODE_ENV === 'production' || config.COOKIE_SECURE === 'true';
}

/** Express's `trust proxy` value from the TRUST_PROXY string. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export const SUBGRAPH_NAMES = ['users', 'trips', 'discovery', 'media', 'ai'] as const;
export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];

export function subgraphUrls(config: GatewayConfig): Record<SubgraphName, string> {
  return {
    users: config.USERS_URL,
    trips: config.TRIPS_URL,
    discovery: config.DISCOVERY_URL,
    media: config.MEDIA_URL,
    ai: config.AI_URL,
  };
}
