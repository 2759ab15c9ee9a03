import { expect, test, type Locator, type Page } from '@playwright/test';
import { newTraveller } from './support';

// Issue 21: with no tile server the maps draw web-ui's offline basemap (land and water, country and state
// lines, lakes and rivers, towns by size), not an outline or a blank blue field. Every tile is refused here.

const failTiles = (page: Page) =>
  page.route(/\/\d+\/\d+\/\d+(@2x)?\.(png|jpg|webp)/, (route) => route.abort());

async function signUp(page: Page, baseURL: string | undefined) {
  const signUp = await page.request.post('/api/custom-login', {
    data: { ...newTraveller('Basemap'), isSignUp: true },
  });
  expect(signUp.ok()).toBe(true);
  return { origin: new URL(baseURL ?? 'http://localhost:3000').origin };
}

/** How many paths of each basemap layer have something drawn in the map's view. */
const drawnPaths = (map: Locator) =>
  map.evaluate((element) => {
    const count: Record<string, number> = {};
    const box = element.getBoundingClientRect();
    for (const path of element.querySelectorAll<SVGPathElement>('.leaflet-byway-basemap-pane path')) {
      const layer = [...path.classList].find((name) => name.startsWith('byway-basemap-'));
      const drawn = path.getBoundingClientRect();
      const inView =
        drawn.width + drawn.height > 0 &&
        drawn.right > box.left &&
        drawn.left < box.right &&
        drawn.bottom > box.top &&
        drawn.top < box.bottom;
      if (layer && inView && (path.getAttribute('d') ?? '').length > 10)
        count[layer.replace('byway-basemap-', '')] = (count[layer.replace('byway-basemap-', '')] ?? 0) + 1;
    }
    return count;
  });

/** Zooms out `steps` levels, one at a time (a click during Leaflet's zoom animation is dropped). */
async function zoomOut(map: Locator, steps: number) {
  for (let step = 0; step < steps; step += 1) {
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await map.page().waitForTimeout(400);
  }
}

async function expectReadableBasemap(map: Locator, water: boolean) {
  // The basemap is drawn a layer at a time once the page is idle: land first, the lines last.
  await expect.poll(async () => (await drawnPaths(map)).land ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const drawn = await drawnPaths(map);
        return (drawn.borders ?? 0) + (drawn.states ?? 0);
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  const drawn = await drawnPaths(map);
  if (water) expect((drawn.lakes ?? 0) + (drawn.rivers ?? 0)).toBeGreaterThan(0);
  expect(await map.locator('.leaflet-byway-basemap-pane path').count()).toBeGreaterThan(50);
  // Water shows around the land: the map's own background is the water colour, not the page's white.
  expect(await map.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(169, 203, 232)',
  );
  await expect(map.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
  await expect(map.locator('.leaflet-control-attribution')).toContainText('GeoNames');
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`the trip page's map is readable with no tiles (${label})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await failTiles(page);
    const headers = await signUp(page, baseURL);
    const created = await page.request.post('/api/trips', {
      data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, themes: ['nature'] },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto(`/trip/${id}`);
    const map = page.locator('.leaflet-container').first();
    await expect(page.locator('.byway-stop-marker').first()).toBeVisible();
    await expectReadableBasemap(map, false);
    // Towns by size: some are named, never more than 60 at once.
    const towns = map.locator('.byway-basemap-town');
    await expect(towns.first()).toBeVisible();
    expect(await towns.count()).toBeLessThanOrEqual(60);
    // Zoomed out, the Great Lakes and the wide rivers are water on the map.
    await zoomOut(map, 3);
    await expect.poll(async () => Object.keys(await drawnPaths(map)).sort()).toContain('lakes');
    expect(await towns.count()).toBeLessThanOrEqual(60);
    await map.scrollIntoViewIfNeeded();
    await map.screenshot({ path: `/tmp/offline-basemap-trip-${viewport.width}.png` });
  });
}

test('the photo map is a readable map with no tiles, not a blank field', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await failTiles(page);
  const headers = await signUp(page, baseURL);
  const photo = await page.request.post('/api/geo-tagged-images', {
    data: {
      title: 'Dunes at dawn',
      category: 'nature',
      latitude: 32.7872,
      longitude: -106.3257,
      locationName: 'White Sands National Park',
      imageUrl: 'https://images.example.org/white-sands.jpg',
    },
    headers,
  });
  expect(photo.status()).toBe(201);
  await page.goto('/geo-tagged-images');
  await page.getByRole('group', { name: 'Show photos as' }).getByRole('button', { name: 'Map' }).click();
  const map = page.getByRole('region', { name: 'Map of the photos' });
  await expect(map).toBeVisible();
  await zoomOut(map, 6);
  await expectReadableBasemap(map, true);
  await map.screenshot({ path: '/tmp/offline-basemap-photos.png' });
});
