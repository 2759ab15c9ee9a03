import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newTraveller, signUpThroughForm } from './support';

// Issue 18.7: one session held 241 plan-progress streams open (each allowed 3 minutes); the gateway went
// from 32 to 632 file descriptors. Open streams are now capped per traveller and per process on the
// gateways and the AI services (PLAN_PROGRESS_STREAMS_PER_TRAVELLER, 5 by default, per process): past it
// a 429 with Retry-After. The builder, whose own stream is then refused, still makes the trip.

/** Past every cap even with the journeys' two gateways and two AI services (5 per traveller on each). */
const ATTEMPTS = 14;

test('a traveller cannot hold plan-progress streams without end, and the builder still works past the cap', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUpThroughForm(page, newTraveller('Streams'));
  // The attack runs from a script, not the page: a browser opens at most 6 connections to one host.
  const cookie = (await context.cookies(baseURL!)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const held: AbortController[] = [];
  const open = async () => {
    const aborted = new AbortController();
    const response = await fetch(new URL(`/api/trips/plan-progress/${randomUUID()}`, baseURL), {
      headers: { cookie, accept: 'text/event-stream' },
      signal: aborted.signal,
    });
    if (response.status === 200) held.push(aborted);
    else await response.body?.cancel();
    return response;
  };

  try {
    // All at once, as the attack did. A refusal answers at once; an accepted stream's headers may come
    // only with its first heartbeat (15 s): the local proxies pass a stream's headers with its first chunk.
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, async () => {
        const response = await open();
        return { status: response.status, retryAfter: response.headers.get('retry-after') };
      }),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect(held.length).toBeLessThanOrEqual(10);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);

    // Meanwhile the traveller builds a trip: the builder's own stream is refused, and it waits for the trip.
    await page.goto('/trip-builder');
    await page.getByLabel('Starting location').fill('Denver, CO');
    await page.getByLabel('Destination').fill('Moab, UT');
    await page.getByLabel('Trip duration').selectOption('2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Nature & Hiking' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Fall' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Camping' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Moderate' }).check();
    await page.getByRole('button', { name: 'Create My Trip!' }).click();
    await expect(page).toHaveURL(/\/trip\/\d+$/, { timeout: 60_000 });
  } finally {
    for (const stream of held.splice(0)) stream.abort();
  }

  // Closed streams free their slots: a new one is let in (polled; a slot frees when the socket closes).
  await expect.poll(async () => (await open()).status, { timeout: 45_000, intervals: [200] }).toBe(200);
  for (const stream of held.splice(0)) stream.abort();
});
