import { beforeAll, describe, expect, it } from 'vitest';
import { tripDetailSchema, tripStopSchema } from '@byway/contracts/rest';
import { CUSTOM_STOP_LIMITS } from '@byway/contracts/rules';
import { createTrip, platformSuite } from './support/platform-suite.js';

/** A hidden gem outside Moab, as the gems wizard's 'Add to trip' sends it. */
const GEM = {
  name: 'Corona Arch',
  description: 'A 140-foot sandstone arch above the Colorado River.',
  category: 'hidden-natural',
  address: 'Moab, UT',
  latitude: 38.5797,
  longitude: -109.6199,
};

describe('REST adapter: POST /api/trips/{id}/stops (a hidden gem added to a trip)', () => {
  const { platform, ada, grace } = platformSuite();
  let tripId: number;

  beforeAll(async () => {
    tripId = (
      await createTrip(platform, ada, { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 })
    ).id;
  });

  const stopsOf = async () => {
    const response = await platform.api(ada, `/api/trips/${tripId}`);
    return tripDetailSchema.parse(await response.json()).stops;
  };

  it('adds the gem as a custom stop (201) that the trip then shows', async () => {
    const response = await platform.api(ada, `/api/trips/${tripId}/stops`, { method: 'POST', json: GEM });
    expect(response.status).toBe(201);
    const stop = tripStopSchema.parse(await response.json());
    expect(stop).toMatchObject({
      tripId,
      name: 'Corona Arch',
      isCustom: true,
      estimatedDuration: CUSTOM_STOP_LIMITS.defaultDuration,
      latitude: GEM.latitude,
      longitude: GEM.longitude,
    });
    expect(await stopsOf()).toContainEqual(expect.objectContaining({ id: stop.id, isCustom: true }));
  });

  it("answers 404 for another traveller's trip and a missing one alike, and changes nothing", async () => {
    const before = await stopsOf();
    const other = await platform.api(grace, `/api/trips/${tripId}/stops`, { method: 'POST', json: GEM });
    expect(other.status).toBe(404);
    const missing = await platform.api(ada, '/api/trips/987654321/stops', { method: 'POST', json: GEM });
    expect(missing.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
    expect(await stopsOf()).toEqual(before);
  });

  it.each([
    [{ ...GEM, name: '' }, 'name'],
    [{ ...GEM, latitude: 'north' }, 'latitude'],
    [{ ...GEM, longitude: 200 }, 'longitude'],
    [{ ...GEM, estimatedDuration: 0 }, 'estimatedDuration'],
    [{ description: 'no name, no place' }, 'name'],
  ])('refuses %j with 400 naming %s, and stores nothing', async (body, field) => {
    const before = await stopsOf();
    const response = await platform.api(ada, `/api/trips/${tripId}/stops`, { method: 'POST', json: body });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: Array<{ path: string }> };
    expect(answer.issues.map((issue) => issue.path)).toContain(field);
    expect(await stopsOf()).toEqual(before);
  });

  it("asks before adding a gem far off the trip's route (400 with the question), and adds it when told to", async () => {
    const before = await stopsOf();
    const goblinValley = { name: 'Goblin Valley', latitude: 38.565, longitude: -110.707 };
    const asked = await platform.api(ada, `/api/trips/${tripId}/stops`, {
      method: 'POST',
      json: goblinValley,
    });
    expect(asked.status).toBe(400);
    const answer = (await asked.json()) as { message: string };
    expect(answer.message).toMatch(/^Goblin Valley is \d+ km off this trip's route\. Add it anyway\?$/);
    expect(await stopsOf()).toEqual(before);
    const added = await platform.api(ada, `/api/trips/${tripId}/stops`, {
      method: 'POST',
      json: { ...goblinValley, addAnyway: true },
    });
    expect(added.status).toBe(201);
  });

  it('answers 400 to a trip id that is not a number, and 401 to a signed-out caller', async () => {
    const bad = await platform.api(ada, '/api/trips/abc/stops', { method: 'POST', json: GEM });
    expect(bad.status).toBe(400);
    const signedOut = await platform.api(platform.browser(), `/api/trips/${tripId}/stops`, {
      method: 'POST',
      json: GEM,
    });
    expect(signedOut.status).toBe(401);
  });
});
