import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import { definition } from '../src/definition.js';

// The profile's 'Distance units': what every screen writes distances in, unless left to each trip's country.

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { id distanceUnits } }`;
const SET = `mutation($units: DistanceUnitPreference!) { setDistanceUnits(units: $units) { id distanceUnits } }`;
const ME = `{ me { distanceUnits } }`;

describe("the profile's distance units", () => {
  let service: RunningService;

  beforeAll(async () => {
    service = await startService(definition, testMongoUri());
  });
  afterAll(async () => {
    await service?.stop();
  });

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
    const created = await callSubgraph<{ signUp: { id: string; distanceUnits: string } }>(
      service.url,
      SIGN_UP,
      {
        input: {
          email: `d-${randomUUID()}@example.com`,
          password: 'long enough pw',
          firstName: 'Ada',
          lastName: 'L',
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.signUp.id;
    expect(created.data!.signUp.distanceUnits).toBe('country');

    expect((await set(id, 'km')).data?.setDistanceUnits.distanceUnits).toBe('km');
    expect(await unitsOf(id)).toBe('km');
    expect((await set(id, 'country')).data?.setDistanceUnits.distanceUnits).toBe('country');
    expect(await unitsOf(id)).toBe('country');
  });

  it('refuses a unit it does not know and anyone signed out, changing nothing', async () => {
    const created = await callSubgraph<{ signUp: { id: string } }>(service.url, SIGN_UP, {
      input: {
        email: `d-${randomUUID()}@example.com`,
        password: 'long enough pw',
        firstName: 'Bo',
        lastName: 'K',
      },
    });
    const id = created.data!.signUp.id;
    await set(id, 'mi');
    expect((await set(id, 'leagues')).errors?.[0]).toBeDefined();
    expect((await set(null, 'km')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await unitsOf(id)).toBe('mi');
  });
});
