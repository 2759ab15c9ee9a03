import { expect, test, type Locator, type Page } from '@playwright/test';
import { newTraveller } from './support';

// Issue 11: the journey map is painted below every overlay (sticky header, dialogs, toasts), and full screen
// covers the window with its own controls on top, then gives the page back. DOM assertions cannot see paint
// order, so these ask the browser which element is on top (document.elementFromPoint).

/** Signs a new traveller up through the API and makes a trip; answers its id. */
async function tripOfANewTraveller(page: Page, baseURL: string | undefined): Promise<number> {
  const traveller = newTraveller('Maya');
  const signUp = await page.request.post('/api/custom-login', {
    data: { ...traveller, isSignUp: true },
  });
  expect(signUp.ok()).toBe(true);
  const created = await page.request.post('/api/trips', {
    data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, themes: ['nature'] },
    // State changes must come from our own origin (the cross-site guard), as the browser's would.
    headers: { origin: new URL(baseURL ?? 'http://localhost:3000').origin },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/**
 * The parts of an element (a 3x3 grid of points inside its visible box, kept clear of the corners that a
 * rounded element such as a pill switch does not paint, and so does not hit-test) where something else is painted
 * on top of it; empty when it is wholly on top.
 */
async function coveredParts(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    // Leaflet makes some of its panes transparent to the pointer, which elementFromPoint skips: for this
    // question every part of a map counts, so hit testing follows paint order.
    const everyMapPart = document.createElement('style');
    everyMapPart.textContent =
      '[aria-label^="Map of"], [aria-label^="Map of"] * { pointer-events: auto !important; }';
    document.head.append(everyMapPart);
    const box = element.getBoundingClientRect();
    const covered: string[] = [];
    for (const fx of [0.25, 0.5, 0.75]) {
      for (const fy of [0.25, 0.5, 0.75]) {
        const x = box.left + box.width * fx;
        const y = Math.min(box.top + box.height * fy, window.innerHeight - 2);
        if (y < 0) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !element.contains(hit))
          covered.push(`${hit.tagName}.${(hit.getAttribute('class') ?? '').slice(0, 40)}`);
      }
    }
    everyMapPart.remove();
    return covered;
  });
}

/** Scrolls the page so the map's top edge sits `offset` px below the viewport's top. */
async function scrollMapTo(page: Page, offset: number) {
  await page.evaluate((below) => {
    const map = document.querySelector('[aria-label^="Map of"]');
    if (map) window.scrollBy(0, map.getBoundingClientRect().top - below);
  }, offset);
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test.describe(`the journey map's layers (${label})`, () => {
    test.use({ viewport });

    test('the header, the Share dialog and a toast are painted over the map', async ({ page, baseURL }) => {
      const tripId = await tripOfANewTraveller(page, baseURL);
      await page.goto(`/trip/${tripId}`);
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await expect(page.locator('.byway-stop-marker').first()).toBeVisible();
      // Through full screen and back first: the map must come back to its place below the overlays.
      await page.getByRole('button', { name: 'Full Screen' }).click();
      await page.keyboard.press('Escape');

      // Scrolled under the sticky header: the header stays on top.
      await scrollMapTo(page, -40);
      const header = page.locator('header').first();
      await expect.poll(() => coveredParts(header)).toEqual([]);

      // A toast (the first trip's achievement) over the map.
      const toast = page.getByText('Achievement unlocked: First Route');
      await expect(toast).toBeVisible();
      await scrollMapTo(page, 0);
      await expect.poll(() => coveredParts(toast)).toEqual([]);
      await page.getByRole('button', { name: 'Close notification' }).first().click();

      // The Share dialog with the map right behind it.
      await page.getByRole('button', { name: 'Share Trip' }).click();
      const dialog = page.getByRole('dialog');
      const toggle = dialog.getByRole('switch', { name: 'Public trip' });
      await expect(toggle).toBeVisible();
      await scrollMapTo(page, 0);
      await expect.poll(() => coveredParts(toggle)).toEqual([]);
      await expect.poll(() => coveredParts(dialog.getByRole('heading').first())).toEqual([]);
    });

    test('full screen covers the window with its own controls on top, and Escape gives the page back', async ({
      page,
      baseURL,
    }) => {
      const tripId = await tripOfANewTraveller(page, baseURL);
      await page.goto(`/trip/${tripId}`);
      await expect(page.locator('.byway-stop-marker').first()).toBeVisible();

      await page.getByRole('button', { name: 'Full Screen' }).click();
      const exit = page.getByRole('button', { name: 'Exit Full Screen' });
      await expect(exit).toBeVisible();
      await expect.poll(() => coveredParts(exit)).toEqual([]);
      await expect
        .poll(() => coveredParts(page.getByRole('button', { name: 'Day 1', exact: true })))
        .toEqual([]);
      const frame = page.locator('section[data-full-screen="true"]');
      const box = await frame.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });

      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Full Screen' })).toBeVisible();
      // Back in the page: Leaflet's own element is intact and the map no longer covers the top.
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => coveredParts(page.getByRole('heading', { level: 1 }))).toEqual([]);
      await expect.poll(() => coveredParts(page.locator('header').first())).toEqual([]);
      const map = await page.locator('[aria-label^="Map of"]').boundingBox();
      expect(map!.height).toBeLessThan(viewport.height);
    });
  });
}

test('the photo map stays below the Upload Photo dialog', async ({ page, baseURL }) => {
  const traveller = newTraveller('Noor');
  expect(
    (await page.request.post('/api/custom-login', { data: { ...traveller, isSignUp: true } })).ok(),
  ).toBe(true);
  // One public photo, so the map has something to show (a partner's JSON upload with an image address).
  const shared = await page.request.post('/api/geo-tagged-images', {
    data: {
      title: 'Balanced Rock at dusk',
      category: 'nature',
      latitude: 38.7013,
      longitude: -109.5645,
      locationName: 'Arches National Park',
      city: 'Moab',
      state: 'Utah',
      imageUrl: 'https://upload.wikimedia.org/wikipedia/commons/a/a0/Balanced_Rock_Arches.jpg',
    },
    headers: { origin: new URL(baseURL ?? 'http://localhost:3000').origin },
  });
  expect(shared.status()).toBe(201);
  await page.goto('/geo-tagged-images');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.locator('[aria-label="Map of the photos"] .leaflet-pane').first()).toBeAttached();
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.evaluate(() => {
    const map = document.querySelector('[aria-label="Map of the photos"]');
    if (map) window.scrollBy(0, map.getBoundingClientRect().top - 100);
  });
  await expect.poll(() => coveredParts(dialog.getByRole('heading').first())).toEqual([]);
  await expect
    .poll(() => coveredParts(dialog.getByRole('button', { name: 'Close', exact: true })))
    .toEqual([]);
});
