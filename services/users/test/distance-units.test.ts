import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { signUp, useUsersService } from './support/users-service.js';

// The profile's 'Distance units': what every screen writes distances in, unless left to each trip's country.

const SET = `mutation($units: DistanceUnitPreference!) { setDistanceUnits(units: $units) { id distanceUnits } }`;
const ME = `{ me { distanceUnits } }`;

describe("the profile's distance units", () => {
  const service = useUsersService();

  const set = (id: string | null, units: string) =>
    callSubgraph<{ setDistanceUnits: { id: string; distanceUnits: string } }>(
      service.url,
      SET,
      { units },
      callerFor(id),
    );
  const unitsOf = async (id: string) =>
    (await callSubgraph<{ me: { distanceUnits: string } }>(service.url, ME, {}, callerFor(id))).data?.me
      .distanceUnits;

  it("reads each trip's country until the traveller chooses, then keeps the choice", async () => {
    const { id, user } = await signUp<{ id: string; distanceUnits: string }>(
      service.url,
      { firstName: 'Ada', lastName: 'L' },
      'id distanceUnits',
    );
    expect(user.distanceUnits).toBe('country');

    expect((await set(id, 'km')).data?.setDistanceUnits.distanceUnits).toBe('km');
    expect(await unitsOf(id)).toBe('km');
    expect((await set(id, 'country')).data?.setDistanceUnits.distanceUnits).toBe('country');
    expect(await unitsOf(id)).toBe('country');
  });

  it('refuses a unit it does not know and anyone signed out, changing nothing', async () => {
    const { id } = await signUp(service.url, { firstName: 'Bo', lastName: 'K' });
    await set(id, 'mi');
    expect((await set(id, 'leagues')).errors?.[0]).toBeDefined();
    expect((await set(null, 'km')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await unitsOf(id)).toBe('mi');
  });
});
