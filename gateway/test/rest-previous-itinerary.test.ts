import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, tripDetailSchema, type TripDetail } from '@byway/contracts/rest';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/** 'Go back to the previous itinerary' through the REST adapter (issue 11), with the real services. */
describe('REST adapter: POST /api/trips/{id}/itinerary/previous', () => {
  const { platform, ada, grace, anonymous } = platformSuite();
  let created: TripDetail;

  const post = (browser: Browser, path: string, init: RequestInit = {}) =>
    platform.api(browser, path, { method: 'POST', ...init });
  const detail = async (id: number) =>
    tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${id}`)).json());
  const stopNames = (trip: TripDetail) => trip.stops.map((stop) => stop.name);

  beforeAll(async () => {
    created = await createTrip(platform, ada, {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 3,
      themes: ['nature'],
    });
  });

  it('answers 400 for a trip never regenerated, and changes nothing', async () => {
    expect(created.hasPreviousItinerary).toBe(false);
    const response = await post(ada, `/api/trips/${created.id}/itinerary/previous`);
    expect(response.status).toBe(400);
    expect(errorResponseSchema.parse(await response.json()).message).toBe('No previous itinerary');
    expect(stopNames(await detail(created.id))).toEqual(stopNames(created));
  });

  it('brings back the itinerary a regeneration replaced, and goes forward again', async () => {
    const regenerated = tripDetailSchema.parse(
      await (await post(ada, `/api/trips/${created.id}/regenerate`)).json(),
    );
    expect(regenerated.hasPreviousItinerary).toBe(true);
    expect(stopNames(regenerated)).not.toEqual(stopNames(created));

    const back = await post(ada, `/api/trips/${created.id}/itinerary/previous`);
    expect(back.status).toBe(200);
    const restored = tripDetailSchema.parse(await back.json());
    expect(stopNames(restored)).toEqual(stopNames(created));
    expect(restored.routeOptions).toEqual(created.routeOptions);
    expect(stopNames(await detail(created.id))).toEqual(stopNames(created));

    const forward = tripDetailSchema.parse(
      await (await post(ada, `/api/trips/${created.id}/itinerary/previous`)).json(),
    );
    expect(stopNames(forward)).toEqual(stopNames(regenerated));
  });

  it('refuses anyone but the owner, a bad id and other sites, changing nothing', async () => {
    const before = stopNames(await detail(created.id));
    const other = await post(grace, `/api/trips/${created.id}/itinerary/previous`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'Trip not found' });
    expect((await post(anonymous, `/api/trips/${created.id}/itinerary/previous`)).status).toBe(401);
    expect((await post(ada, '/api/trips/abc/itinerary/previous')).status).toBe(400);
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      expect((await post(ada, `/api/trips/${created.id}/itinerary/previous`, { headers })).status).toBe(403);
    }
    expect(stopNames(await detail(created.id))).toEqual(before);
  });
});
