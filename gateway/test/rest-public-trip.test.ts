import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  publicTripSchema,
  publicTripStopsResponseSchema,
  type TripDetail,
} from '@byway/contracts/rest';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

const SET_VISIBILITY = `mutation($id: Int!, $isPublic: Boolean!) {
  setTripVisibility(id: $id, isPublic: $isPublic) { id isPublic }
}`;

interface GraphQLBody {
  data?: { setTripVisibility: { id: number; isPublic: boolean } } | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** The public trip page's paths through the REST adapter, with the real trips and users services. */
describe('REST adapter: public trips', () => {
  const { platform, ada, grace, anonymous } = platformSuite();
  let adasTrip: TripDetail;
  let gracesTrip: number;

  const createTitledTrip = (browser: Browser, title: string) =>
    createTrip(platform, browser, {
      title,
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 2,
      themes: ['nature'],
    });
  const setVisibility = async (browser: Browser, id: number, isPublic: boolean) => {
    const response = await platform.api(browser, '/graphql', {
      method: 'POST',
      json: { query: SET_VISIBILITY, variables: { id, isPublic } },
    });
    return (await response.json()) as GraphQLBody;
  };
  const expectTripNotFound = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Trip not found' });
  };
  const publicTrip = (browser: Browser, id: number | string) =>
    platform.api(browser, `/api/trips/${id}/public`);
  const publicStops = (browser: Browser, id: number | string) =>
    platform.api(browser, `/api/trips/${id}/stops/public`);

  beforeAll(async () => {
    adasTrip = await createTitledTrip(ada, 'Canyon country');
    gracesTrip = (await createTitledTrip(grace, 'Grace’s secret loop')).id;
  });

  it('answers 404 for a private trip to anyone, its owner included, and for a missing one', async () => {
    expect(adasTrip.isPublic).toBe(false);
    for (const browser of [anonymous, grace, ada]) {
      await expectTripNotFound(await publicTrip(browser, adasTrip.id));
      await expectTripNotFound(await publicStops(browser, adasTrip.id));
    }
    await expectTripNotFound(await publicTrip(ada, gracesTrip));
    await expectTripNotFound(await publicStops(anonymous, gracesTrip));
    await expectTripNotFound(await publicTrip(anonymous, 2_000_000_000));
    await expectTripNotFound(await publicStops(anonymous, 2_000_000_000));
  });

  it('refuses a bad id with 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const response of [await publicTrip(anonymous, id), await publicStops(anonymous, id)]) {
        expect(response.status).toBe(400);
        expect(errorResponseSchema.parse(await response.json()).message).toMatch(/Trip id/);
      }
    }
  });

  it('serves the trip to anyone once its owner makes it public, without the owner', async () => {
    const made = await setVisibility(ada, adasTrip.id, true);
    expect(made.errors).toBeUndefined();
    expect(made.data?.setTripVisibility).toEqual({ id: adasTrip.id, isPublic: true });

    for (const browser of [anonymous, grace, ada]) {
      const response = await publicTrip(browser, adasTrip.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const trip = publicTripSchema.parse(await response.json());
      expect(trip).toMatchObject({
        id: adasTrip.id,
        title: 'Canyon country',
        startLocation: 'Denver, CO',
        endLocation: 'Moab, UT',
        totalDays: 2,
        theme: 'nature',
        status: 'planning',
        selectedRouteIndex: 0,
      });
      expect(trip).not.toHaveProperty('userId');
      expect(trip.routeOptions).toEqual(adasTrip.routeOptions);

      const stops = await publicStops(browser, adasTrip.id);
      expect(stops.status).toBe(200);
      expect(stops.headers.get('cache-control')).toBe('no-store');
      expect(publicTripStopsResponseSchema.parse(await stops.json())).toEqual(adasTrip.stops);
    }
  });

  it('lets only the owner switch it: another user gets NOT_FOUND and a signed-out caller 401', async () => {
    const other = await setVisibility(grace, adasTrip.id, false);
    expect(other.errors?.[0]).toMatchObject({ message: 'Trip not found', extensions: { code: 'NOT_FOUND' } });
    const signedOut = await setVisibility(anonymous, gracesTrip, true);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await publicTrip(anonymous, adasTrip.id)).status).toBe(200);
    await expectTripNotFound(await publicTrip(anonymous, gracesTrip));
  });

  it('answers 404 again once the owner makes it private', async () => {
    const made = await setVisibility(ada, adasTrip.id, false);
    expect(made.data?.setTripVisibility.isPublic).toBe(false);
    for (const browser of [anonymous, grace, ada]) {
      await expectTripNotFound(await publicTrip(browser, adasTrip.id));
      await expectTripNotFound(await publicStops(browser, adasTrip.id));
    }
  });
});
