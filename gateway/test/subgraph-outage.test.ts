import { describe, expect, it } from 'vitest';
import { errorResponseSchema, tripDetailSchema } from '@byway/contracts/rest';
import { platformSuite } from './support/platform-suite.js';

/**
 * Issue 13: the trips service dies mid-journey. The traveller gets a clear 'try again' (503), not a
 * crash or a vague error; when the service is back (the supervisor restarts it) the journey goes on and
 * nothing the traveller saved before is lost.
 */
describe('a subgraph down in the middle of a journey', () => {
  const { platform, ada } = platformSuite({ signedUp: ['ada'] });

  const post = (path: string, json: unknown) => platform.api(ada, path, { method: 'POST', json });

  it('answers 503 with a clear message while it is down, and goes on with everything saved once it is back', async () => {
    const created = await post('/api/trips', {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 2,
    });
    expect(created.status).toBe(201);
    const tripId = tripDetailSchema.parse(await created.json()).id;
    const memory = { stopName: 'Arches National Park', memoryType: 'note', content: 'Delicate Arch at dusk' };
    expect((await post(`/api/trips/${tripId}/memories`, memory)).status).toBe(201);

    await platform.services.trips!.kill();
    for (const response of [
      await platform.api(ada, `/api/trips/${tripId}`),
      await post(`/api/trips/${tripId}/memories`, { ...memory, content: 'Lost while down?' }),
    ]) {
      expect(response.status).toBe(503);
      expect(errorResponseSchema.parse(await response.json()).message).toMatch(/try again/i);
    }
    // The rest of Byway still answers.
    expect((await platform.api(ada, '/api/auth/user')).status).toBe(200);

    await platform.services.trips!.restart();
    const trip = await platform.api(ada, `/api/trips/${tripId}`);
    expect(trip.status).toBe(200);
    const memories = (await (await platform.api(ada, `/api/trips/${tripId}/memories`)).json()) as {
      content: string | null;
    }[];
    expect(memories.map((saved) => saved.content)).toEqual(['Delicate Arch at dusk']);
    expect(
      (await post(`/api/trips/${tripId}/memories`, { ...memory, content: 'After the restart' })).status,
    ).toBe(201);
  });
});
