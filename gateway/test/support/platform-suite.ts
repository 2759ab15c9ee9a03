import { afterAll, beforeAll, expect } from 'vitest';
import { tripDetailSchema, type TripDetail } from '@byway/contracts/rest';
import { Browser } from './browser.js';
import { signUp, startPlatform, type Platform, type PlatformOptions } from './platform.js';

type Traveller = 'ada' | 'grace';
export type Account = Awaited<ReturnType<typeof signUp>>;

export interface PlatformSuiteOptions extends PlatformOptions {
  /** Who signs up, in this order, once the platform runs: ada and grace unless told. */
  signedUp?: readonly Traveller[];
}

export interface PlatformSuite {
  /**
   * The platform of the enclosing describe (or file): started in its beforeAll, stopped in its afterAll.
   * A handle made before it starts; its fields and methods answer for the running one, in tests and hooks.
   */
  platform: Platform;
  ada: Browser;
  grace: Browser;
  /** Never signed in. */
  anonymous: Browser;
  /** What signing up answered, for each traveller in `signedUp` (filled before the tests run). */
  accounts: Record<Traveller, Account>;
}

/**
 * One test file's (or describe's) setup: the platform with `options`, ada and grace signed up in their
 * own browsers, and an anonymous browser. Register it before the suite's own beforeAll, which may use it.
 */
export function platformSuite(options: PlatformSuiteOptions = {}): PlatformSuite {
  const { signedUp = ['ada', 'grace'], ...platformOptions } = options;
  let started: Platform | undefined;
  const running = (): Platform => {
    if (!started) throw new Error('The platform starts in beforeAll: use it in hooks and tests.');
    return started;
  };
  const platform: Platform = {
    get url() {
      return running().url;
    },
    get gateway() {
      return running().gateway;
    },
    get running() {
      return running().running;
    },
    get config() {
      return running().config;
    },
    get services() {
      return running().services;
    },
    browser: () => new Browser(),
    api: (browser, pathname, init) => running().api(browser, pathname, init),
    stop: () => running().stop(),
  };
  const suite: PlatformSuite = {
    platform,
    ada: new Browser(),
    grace: new Browser(),
    anonymous: new Browser(),
    accounts: {} as PlatformSuite['accounts'],
  };
  beforeAll(async () => {
    started = await startPlatform(platformOptions);
    for (const name of signedUp) suite.accounts[name] = await signUp(started, suite[name]);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return suite;
}

/** POST /api/trips as `browser`: expects 201 and answers the trip created. */
export async function createTrip(platform: Platform, browser: Browser, json: unknown): Promise<TripDetail> {
  const created = await platform.api(browser, '/api/trips', { method: 'POST', json });
  expect(created.status).toBe(201);
  return tripDetailSchema.parse(await created.json());
}
