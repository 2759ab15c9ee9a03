import { expect, test, type APIRequestContext } from '@playwright/test';
import { newTraveller } from './support';

// Issue 11 in the real browser against the whole platform: 'Generate New Itinerary' asks first, keeps the
// itinerary it replaces, 'Go back' restores it, and a memory keeps naming its stop throughout.

// A city-to-city trip: its regenerated itinerary changes several stops (the planner is deterministic).
const TRIP = { startLocation: 'San Francisco, CA', endLocation: 'Los Angeles, CA', totalDays: 3 };

interface TripAnswer {
  id: number;
  stops: { name: string; isCustom: boolean }[];
  routeOptions: { stops: { name: string }[] }[];
}

async function createTrip(request: APIRequestContext, title: string): Promise<TripAnswer> {
  const created = await request.post('/api/trips', { data: { ...TRIP, title } });
  expect(created.status()).toBe(201);
  return (await created.json()) as TripAnswer;
}

const plannedStops = (trip: TripAnswer) => trip.stops.filter((s) => !s.isCustom).map((s) => s.name);

test('a traveller regenerates with confirmation, goes back, and the memory still names its stop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const traveller = newTraveller('Regen');
  const signedUp = await page.request.post('/api/custom-login', {
    data: { ...traveller, isSignUp: true },
  });
  expect(signedUp.ok()).toBe(true);

  // A scratch trip with the same request shows which stop the next itinerary drops, so the memory below is
  // about a stop that goes away (should the planner ever keep them all: the first stop, and then the page
  // must say nothing about it).
  const scratch = await createTrip(page.request, 'Scratch');
  const next = (await (await page.request.post(`/api/trips/${scratch.id}/regenerate`)).json()) as TripAnswer;
  const nextNames = new Set(next.routeOptions.flatMap((option) => option.stops.map((stop) => stop.name)));
  const stop = plannedStops(scratch).find((name) => !nextNames.has(name)) ?? plannedStops(scratch)[0]!;
  const afterRegenerating = nextNames.has(stop) ? stop : `${stop} (not in the current itinerary)`;

  const trip = await createTrip(page.request, 'Coast run');
  expect(plannedStops(trip)).toEqual(plannedStops(scratch));
  await page.goto(`/trip/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Coast run' })).toBeVisible({
    timeout: 30_000,
  });

  // A memory of the stop.
  const memoriesPanel = page.getByRole('region', { name: 'Trip Memories' });
  const form = memoriesPanel.getByRole('form', { name: 'Add a memory' });
  await form.getByLabel('Stop').selectOption(stop);
  await form.getByLabel('Memory type').selectOption('note');
  await form.getByRole('textbox', { name: 'Note' }).fill('Sunset from the rim');
  await form.getByRole('button', { name: 'Save Memory' }).click();
  await expect(page.getByText('Memory saved!')).toBeVisible();
  const memory = memoriesPanel.getByRole('list', { name: 'Memories' }).getByRole('heading', { level: 3 });
  await expect(memory).toHaveText(stop);

  // Asked first: Cancel changes nothing.
  const generate = page.getByRole('button', { name: 'Generate New Itinerary' });
  await generate.click();
  const dialog = page.getByRole('alertdialog', { name: 'Generate a new itinerary?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(generate).toBeFocused();
  const unchanged = (await (await page.request.get(`/api/trips/${trip.id}`)).json()) as TripAnswer;
  expect(plannedStops(unchanged)).toEqual(plannedStops(trip));
  await expect(page.getByRole('button', { name: 'Go back to the previous itinerary' })).toHaveCount(0);

  // Confirmed: a new itinerary, the old one kept.
  await generate.click();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('New Itinerary Generated!')).toBeVisible({ timeout: 60_000 });
  const goBack = page.getByRole('button', { name: 'Go back to the previous itinerary' });
  await expect(goBack).toBeVisible();
  await expect(memory).toHaveText(afterRegenerating);
  const regenerated = (await (await page.request.get(`/api/trips/${trip.id}`)).json()) as TripAnswer;
  expect(plannedStops(regenerated)).not.toEqual(plannedStops(trip));

  // Going back restores the first itinerary, and the memory is attached to its stop again.
  await goBack.click();
  await expect(page.getByText('Previous Itinerary Restored')).toBeVisible({ timeout: 30_000 });
  await expect(memory).toHaveText(stop);
  const restored = (await (await page.request.get(`/api/trips/${trip.id}`)).json()) as TripAnswer;
  expect(plannedStops(restored)).toEqual(plannedStops(trip));
  await expect(memoriesPanel.getByText('Sunset from the rim')).toBeVisible();
});
