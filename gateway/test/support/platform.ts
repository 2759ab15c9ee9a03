import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { freePort, startService, testMongoUri, testRedisEnv, type RunningService } from '@byway/kit/testing';
import { definition as usersDefinition } from '../../../services/users/src/definition.js';
import { definition as tripsDefinition } from '../../../services/trips/src/definition.js';
import { createGateway, type Gateway, type RunningGateway } from '../../src/app.js';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config.js';
import { Browser } from './browser.js';

export const TEST_SECRET = 'gateway-test-internal-token-secret-0123456789';
const servicesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services');

export interface Platform {
  url: string;
  gateway: Gateway;
  running: RunningGateway;
  config: GatewayConfig;
  services: Partial<Record<'users' | 'trips' | 'discovery' | 'media' | 'ai', RunningService>>;
  browser: () => Browser;
  /** fetch against the gateway with a browser's cookies. */
  api: (browser: Browser, pathname: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  stop: () => Promise<void>;
}

/**
 * Optional subgraphs: started only when asked for; their definitions are loaded by path because the
 * gateway's suites do not depend on them being built.
 */
async function loadDefinition(name: string): Promise<SubgraphServiceDefinition | null> {
  const file = path.join(servicesDir, name, 'src/definition.ts');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { definition: SubgraphServiceDefinition };
  return module.definition;
}

export interface PlatformOptions {
  /** Extra environment for the gateway's config (e.g. a subgraph URL pointed somewhere else). */
  env?: Record<string, string>;
  /** Also start discovery, media and ai (for readiness checks). */
  allSubgraphs?: boolean;
  /** Skip the real trips service (a test points TRIPS_URL elsewhere). */
  withoutTrips?: boolean;
  /** The gateway's port, when a test must know PUBLIC_URL before start (the OIDC redirect URI). */
  port?: number;
  /** RATE_LIMITS for every service (kit's rate-limits.ts); the test harness's wide defaults otherwise. */
  rateLimits?: string;
  /**
   * Every service and the gateway get the test Redis (a key prefix of this platform's own), or the Redis
   * at this URL (a test that stops its own).
   */
  redis?: boolean | string;
  /** The database every part uses; the test FerretDB otherwise (an outage test's own, behind a relay). */
  mongoUri?: string;
}

/** Real users and trips subgraphs in process against FerretDB, and the gateway in front of them. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const services: Platform['services'] = {};
  const mongo = options.mongoUri ?? testMongoUri();
  const redis: Record<string, string> =
    typeof options.redis === 'string'
      ? { ...testRedisEnv(), REDIS_URL: options.redis }
      : options.redis
        ? testRedisEnv()
        : {};
  // What every service's environment carries: the limits, and Redis when asked for.
  const limits: Record<string, string> = {
    ...(options.rateLimits ? { RATE_LIMITS: options.rateLimits } : {}),
    ...redis,
  };
  services.users = await startService(usersDefinition, mongo, { secret: TEST_SECRET, env: limits });
  if (!options.withoutTrips) {
    // Trips asks the AI service for itineraries, so the planner runs whenever trips does.
    const ai = await loadDefinition('ai');
    // The AI service reports hidden gems found to the users service (points, achievements).
    if (ai)
      services.ai = await startService(ai, mongo, {
        secret: TEST_SECRET,
        env: { ...limits, USERS_URL: services.users.url },
      });
    // Trips reads trip packs from discovery (trips made from a pack) when all subgraphs run.
    if (options.allSubgraphs) {
      const discovery = await loadDefinition('discovery');
      // Discovery reports reviews written to the users service (points, achievements).
      if (discovery)
        services.discovery = await startService(discovery, mongo, {
          secret: TEST_SECRET,
          env: { ...limits, USERS_URL: services.users.url },
        });
    }
    services.trips = await startService(tripsDefinition, mongo, {
      secret: TEST_SECRET,
      // Trips reports what travellers do (points, achievements) to the users service.
      env: {
        ...limits,
        USERS_URL: services.users.url,
        ...(services.ai ? { AI_URL: services.ai.url } : {}),
        ...(services.discovery ? { DISCOVERY_URL: services.discovery.url } : {}),
      },
    });
  }
  if (options.allSubgraphs) {
    for (const name of ['discovery', 'media', 'ai'] as const) {
      if (services[name]) continue;
      const definition = await loadDefinition(name);
      // Media and ai report what travellers do to the users service (points, achievements).
      const env = name === 'discovery' ? limits : { ...limits, USERS_URL: services.users.url };
      if (definition) services[name] = await startService(definition, mongo, { secret: TEST_SECRET, env });
    }
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    INTERNAL_TOKEN_SECRET: TEST_SECRET,
    MONGODB_URI: mongo,
    PUBLIC_URL: url,
    USERS_URL: services.users.url,
    ...(services.trips ? { TRIPS_URL: services.trips.url } : {}),
    ...(services.discovery ? { DISCOVERY_URL: services.discovery.url } : {}),
    ...(services.media ? { MEDIA_URL: services.media.url } : {}),
    ...(services.ai ? { AI_URL: services.ai.url } : {}),
    ...redis,
    // The gateway names the token limit in a refused token's RateLimit headers.
    ...(options.rateLimits ? { RATE_LIMITS: options.rateLimits } : {}),
    ...options.env,
  };
  const config = loadGatewayConfig(env);
  const gateway = await createGateway(config);
  const running = await gateway.listen(port, '127.0.0.1');

  const api: Platform['api'] = (browser, pathname, init = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return browser.fetch(`${url}${pathname}`, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };

  return {
    url,
    gateway,
    running,
    config,
    services,
    browser: () => new Browser(),
    api,
    stop: async () => {
      await running.stop();
      await Promise.all(Object.values(services).map((service) => service.stop()));
    },
  };
}

let counter = 0;
/** A fresh email per call, so suites never collide on the unique index or the login limiter. */
export function uniqueEmail(prefix = 'traveller'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.test`;
}

export const PASSWORD = 'correct horse battery';

/** POST /api/custom-login signing `email` up as Ada Lovelace, with PASSWORD. */
export const requestSignUp = (platform: Platform, browser: Browser, email: string) =>
  platform.api(browser, '/api/custom-login', {
    method: 'POST',
    json: { email, password: PASSWORD, isSignUp: true, firstName: 'Ada', lastName: 'Lovelace' },
  });

/** The onboarding wizard's five answers, as a traveller who likes food and music sends them. */
export const ONBOARDING_ANSWERS = {
  interests: ['foodie', 'music-nightlife', 'photo-spots'],
  travelStyle: 'foodie',
  preferredPace: 'fast',
  lodgingPreference: 'luxury',
  groupSize: 'couple',
};

/** POST /api/complete-onboarding with ONBOARDING_ANSWERS. */
export const completeOnboarding = (platform: Platform, browser: Browser) =>
  platform.api(browser, '/api/complete-onboarding', { method: 'POST', json: ONBOARDING_ANSWERS });

export async function signUp(platform: Platform, browser: Browser, email = uniqueEmail()) {
  const response = await requestSignUp(platform, browser, email);
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string; email: string } };
  return { ...body.user, password: PASSWORD };
}
