import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripDetailSchema, tripMemoryListResponseSchema } from '@byway/contracts/rest';
import { startCountingRelay } from './support/counting-relay.js';
import { signUp, startPlatform, type Platform } from './support/platform.js';
import type { Browser } from './support/browser.js';

/**
 * Identical reads in flight at the same moment for the same traveller share one subgraph call (issue 13:
 * as Hive Gateway deduplicates); another traveller's read and every write go on their own.
 */
describe('gateway: identical reads in flight share one subgraph call', () => {
  let platform: Platform;
  let relay: Awaited<ReturnType<typeof startCountingRelay>>;
  let ada: Browser;
  let grace: Browser;
  let adasTrip: number;

  const openTrip = (browser: Browser, id: number) => platform.api(browser, `/api/trips/${id}`);
  const tripCalls = () => relay.bodies.filter((body) => body.includes('trip(')).length;

  beforeAll(async () => {
    // Each call the trips service gets is held 300 ms, so a page's parallel requests are in flight together.
    relay = await startCountingRelay(300);
    platform = await startPlatform({ env: { TRIPS_URL: relay.url } });
    relay.forwardTo(platform.services.trips!.url);
    ada = platform.browser();
    grace = platform.browser();
    await signUp(platform, ada);
    await signUp(platform, grace);
    const created = await platform.api(ada, '/api/trips', {
      method: 'POST',
      json: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
    });
    adasTrip = tripDetailSchema.parse(await created.json()).id;
  });
  afterAll(async () => {
    await platform?.stop();
    await relay?.close();
  });

  it('answers eight parallel opens of the same trip by the same traveller from one call, each with the whole trip', async () => {
    relay.reset();
    const answers = await Promise.all(Array.from({ length: 8 }, () => openTrip(ada, adasTrip)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const trips = await Promise.all(
      answers.map(async (answer) => tripDetailSchema.parse(await answer.json())),
    );
    for (const trip of trips) expect(trip).toEqual(trips[0]);
    expect(trips[0]!.routeOptions.length).toBeGreaterThan(0);
    expect(tripCalls()).toBe(1);
  });

  it("never shares one traveller's read with another's", async () => {
    relay.reset();
    const [adas, graces] = await Promise.all([openTrip(ada, adasTrip), openTrip(grace, adasTrip)]);
    expect(adas.status).toBe(200);
    // Grace asked for Ada's trip: she is told it does not exist, whatever Ada's answer was.
    expect(graces.status).toBe(404);
    expect(tripCalls()).toBe(2);
  });

  it('never shares writes: three identical memories saved at once are three memories', async () => {
    relay.reset();
    const memory = { stopName: 'Arches National Park', memoryType: 'note', content: 'Delicate Arch at dusk' };
    const saved = await Promise.all(
      Array.from({ length: 3 }, () =>
        platform.api(ada, `/api/trips/${adasTrip}/memories`, { method: 'POST', json: memory }),
      ),
    );
    expect(saved.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(relay.bodies.filter((body) => body.includes('addTripMemory')).length).toBe(3);
    const listed = tripMemoryListResponseSchema.parse(
      await (await platform.api(ada, `/api/trips/${adasTrip}/memories`)).json(),
    );
    expect(listed.filter((item) => item.content === memory.content)).toHaveLength(3);
  });
});
