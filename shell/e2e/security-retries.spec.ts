import { expect, test, type APIRequestContext } from '@playwright/test';
import { newTraveller } from './support';

// Issue 18.9: the gateway restarted under a traveller and two memories were stored for one tap. A client
// that retries a write with the same Idempotency-Key gets the first answer back, whichever gateway replica
// answers (the journeys run two behind a round-robin balancer), and nothing is written twice.

async function signedInWithTrip(request: APIRequestContext): Promise<number> {
  const traveller = newTraveller('Retry');
  const signedUp = await request.post('/api/custom-login', { data: { ...traveller, isSignUp: true } });
  expect(signedUp.ok()).toBe(true);
  const created = await request.post('/api/trips', {
    data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('a write retried with its Idempotency-Key is answered once and stored once', async ({ request }) => {
  const tripId = await signedInWithTrip(request);
  const key = `memory-${Date.now()}`;
  const save = () =>
    request.post(`/api/trips/${tripId}/memories`, {
      data: { stopName: 'Moab', memoryType: 'note', content: 'Saved through a flaky connection' },
      headers: { 'Idempotency-Key': key },
    });

  const answers = [];
  // Several tries, as a client would after resets; with two gateways they land on both.
  for (let attempt = 0; attempt < 4; attempt++) answers.push(await save());
  expect(answers.map((answer) => answer.status())).toEqual([201, 201, 201, 201]);
  const bodies = await Promise.all(answers.map((answer) => answer.json()));
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  expect(answers.slice(1).every((answer) => answer.headers()['idempotent-replayed'] === 'true')).toBe(true);

  const list = (await (await request.get(`/api/trips/${tripId}/memories`)).json()) as {
    content: string;
  }[];
  expect(list.filter((memory) => memory.content === 'Saved through a flaky connection')).toHaveLength(1);

  const reused = await request.post(`/api/trips/${tripId}/memories`, {
    data: { stopName: 'Moab', memoryType: 'note', content: 'Another memory under the same key' },
    headers: { 'Idempotency-Key': key },
  });
  expect(reused.status()).toBe(422);
  expect(((await reused.json()) as { message: string }).message).toContain('different request');
});
