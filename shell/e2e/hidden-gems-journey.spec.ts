import { expect, test } from '@playwright/test';
import { newTraveller, signUpThroughForm } from './support';

// Issue 10's hidden gems journey in the real browser against the whole platform: the wizard, the results,
// Explore, Add to trip, and the stop on the trip page.
test('a traveller finds hidden gems, explores one and adds it to their trip', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughForm(page, newTraveller('Gem'));
  const created = await page.request.post('/api/trips', {
    data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, title: 'Gem hunt' },
  });
  expect(created.status()).toBe(201);
  const tripId = ((await created.json()) as { id: number }).id;

  await page.goto('/discover-places');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Hidden Natural Wonders' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Utah', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Any season' }).click();
  await page.getByRole('button', { name: 'Discover Hidden Gems' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your Hidden Gems' })).toBeVisible();
  const card = page.getByRole('article').first();
  const gemName = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  expect(gemName).not.toBe('');
  await expect(card.getByRole('link', { name: 'Directions' })).toHaveAttribute('target', '_blank');

  // Explore: the stop dialog with its analysis.
  await card.getByRole('button', { name: 'Explore' }).click();
  const explore = page.getByRole('dialog', { name: gemName });
  await expect(explore.getByRole('heading', { name: 'About This Location' })).toBeVisible({
    timeout: 30_000,
  });
  await page.keyboard.press('Escape');
  await expect(explore).toBeHidden();

  // Add to trip.
  await card.getByRole('button', { name: 'Add to trip' }).click();
  const picker = page.getByRole('dialog', { name: `Add ${gemName} to a trip` });
  await picker.getByRole('radio', { name: /Gem hunt/ }).check();
  await picker.getByRole('button', { name: 'Add to trip' }).click();
  // A gem far off the trip's route is asked about first ('... km off this trip's route. Add it anyway?').
  const anyway = picker.getByRole('button', { name: 'Add it anyway' });
  await expect(page.getByText('Added to your trip!').or(anyway)).toBeVisible();
  if (await anyway.isVisible()) {
    await expect(picker.getByRole('alert')).toContainText("off this trip's route. Add it anyway?");
    await anyway.click();
  }
  await expect(page.getByText('Added to your trip!')).toBeVisible();

  const trip = await page.request.get(`/api/trips/${tripId}`);
  const { stops } = (await trip.json()) as { stops: { name: string; isCustom: boolean }[] };
  expect(stops).toContainEqual(expect.objectContaining({ name: gemName, isCustom: true }));

  await page.goto(`/trip/${tripId}`);
  await expect(page.getByText(gemName).first()).toBeVisible({ timeout: 30_000 });
});

test('a visitor sees the community page and the route map demo', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'The Byway Community' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Contributors' })).toBeVisible();
  await page.getByRole('link', { name: 'Join the Community' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/test-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Route Map Demo' })).toBeVisible();
  // The six stops' markers (the offline basemap's town names are markers of their own, in its pane).
  await expect(page.locator('.leaflet-marker-icon.byway-stop-marker')).toHaveCount(6);
});
