import { describe, expect, it } from 'vitest';
import { tripDetailSchema, tripListResponseSchema } from '@byway/contracts/rest';
import { ACCOMMODATION_CHOICES } from '@byway/contracts/rules';
import { platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

const TRIP = {
  title: 'Desert loop',
  description: 'Arches and canyons',
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  totalDays: 5,
  theme: 'nature,scenic-drives',
  themes: ['nature', 'scenic-drives'],
  accommodationType: 'camping',
  travelPartySize: 3,
  season: 'fall',
  budget: 'moderate',
};

const { platform, ada, grace, accounts } = platformSuite();

const listTrips = async (browser: Browser) => {
  const response = await platform.api(browser, '/api/trips');
  expect(response.status).toBe(200);
  return tripListResponseSchema.parse(await response.json());
};

describe('REST adapter: trips', () => {
  it('creates a trip (201, numeric id, owner from the session), lists it and answers it with stops and routes', async () => {
    const created = await platform.api(ada, '/api/trips', {
      method: 'POST',
      json: { ...TRIP, userId: 'someone-else' },
    });
    expect(created.status).toBe(201);
    const trip = tripDetailSchema.parse(await created.json());
    expect(typeof trip.id).toBe('number');
    expect(trip).toMatchObject({
      userId: accounts.ada.id,
      title: 'Desert loop',
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 5,
      travelPartySize: 3,
      status: 'planning',
      isPublic: false,
    });

    const list = await listTrips(ada);
    expect(list.map((t) => t.id)).toContain(trip.id);

    const detail = await platform.api(ada, `/api/trips/${trip.id}`);
    expect(detail.status).toBe(200);
    const body = tripDetailSchema.parse(await detail.json());
    expect(body.id).toBe(trip.id);
    expect(Array.isArray(body.stops)).toBe(true);
    expect(Array.isArray(body.routeOptions)).toBe(true);
  });

  it('creates nothing from a cross-site form post (not JSON), and never lets answers be cached', async () => {
    const before = await listTrips(ada);
    const response = await ada.fetch(`${platform.url}/api/trips`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(TRIP),
    });
    expect(response.status).toBe(400);
    expect(await listTrips(ada)).toEqual(before);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('applies the spec defaults and accepts numbers sent as numeric strings', async () => {
    const response = await platform.api(ada, '/api/trips', {
      method: 'POST',
      json: {
        startLocation: 'Austin',
        endLocation: 'Marfa',
        title: '  ',
        totalDays: '3',
        travelPartySize: '2',
      },
    });
    expect(response.status).toBe(201);
    const trip = tripDetailSchema.parse(await response.json());
    expect(trip).toMatchObject({ title: 'Austin to Marfa', totalDays: 3, travelPartySize: 2 });

    const defaults = tripDetailSchema.parse(
      await (
        await platform.api(ada, '/api/trips', {
          method: 'POST',
          json: { startLocation: 'Boston, MA', endLocation: 'Portland, ME' },
        })
      ).json(),
    );
    expect(defaults).toMatchObject({ totalDays: 7, travelPartySize: 2, description: '7 day road trip' });
  });
});

describe("REST adapter: trips: refused input and other travellers' trips", () => {
  it.each([
    [{ totalDays: 0 }, 'totalDays'],
    [{ totalDays: 31 }, 'totalDays'],
    [{ totalDays: 2.5 }, 'totalDays'],
    [{ totalDays: 'seven' }, 'totalDays'],
    [{ travelPartySize: 51 }, 'travelPartySize'],
    [{ travelPartySize: 0 }, 'travelPartySize'],
    [{ travelPartySize: { $gt: 1 } }, 'travelPartySize'],
    [{ title: { $ne: null } }, 'title'],
    [{ themes: 'nature' }, 'themes'],
  ])('refuses %j with 400 naming %s, and creates nothing', async (patch, field) => {
    const before = await listTrips(ada);
    const response = await platform.api(ada, '/api/trips', { method: 'POST', json: { ...TRIP, ...patch } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      message: string;
      issues: Array<{ path: string; message: string }>;
    };
    expect(body.message).toContain(field);
    expect(body.issues.map((issue) => issue.path)).toContain(field);
    expect(await listTrips(ada)).toEqual(before);
  });

  it('refuses a value outside the shared enumerations (accommodationType castle) with 400 listing the allowed values, and stores nothing', async () => {
    const before = await listTrips(ada);
    const response = await platform.api(ada, '/api/trips', {
      method: 'POST',
      json: { ...TRIP, accommodationType: 'castle' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      message: string;
      issues: Array<{ path: string; message: string }>;
    };
    expect(body.message).toBe(
      `accommodationType: Accommodation type must be one of ${ACCOMMODATION_CHOICES.join(', ')}`,
    );
    expect(body.message).toContain(
      'hotels, boutique, bnb, glamping, camping, vacation-rentals, hostels, unique',
    );
    expect(body.issues).toEqual([{ path: 'accommodationType', message: body.message.split(': ')[1] }]);
    expect(await listTrips(ada)).toEqual(before);
  });

  it('requires start and end locations with the spec messages', async () => {
    const response = await platform.api(ada, '/api/trips', {
      method: 'POST',
      json: { ...TRIP, startLocation: '   ', endLocation: undefined },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: Array<{ path: string; message: string }> };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'startLocation', message: 'Starting location is required' },
        { path: 'endLocation', message: 'Ending location is required' },
      ]),
    );
  });

  it("answers another traveller's trip exactly like a missing one", async () => {
    const mine = tripDetailSchema.parse(
      await (await platform.api(ada, '/api/trips', { method: 'POST', json: TRIP })).json(),
    );
    const theirs = await platform.api(grace, `/api/trips/${mine.id}`);
    const missing = await platform.api(grace, '/api/trips/999999');
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    const [theirsBody, missingBody] = [await theirs.text(), await missing.text()];
    expect(JSON.parse(theirsBody)).toEqual({ message: 'Trip not found' });
    expect(theirsBody).toBe(missingBody);
    expect((await listTrips(grace)).map((t) => t.id)).not.toContain(mine.id);
  });

  it.each(['abc', '1.5', '-3', '0', '1e3', '99999999999'])('refuses trip id %s with 400', async (id) => {
    const response = await platform.api(ada, `/api/trips/${encodeURIComponent(id)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/id/i);
  });
});
