import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newTraveller, signUpThroughForm } from './support';

// Issue 4's journey through the trips area, in the real browser against the whole platform.
test('a traveller builds a trip, explores it, keeps memories and alerts, shares it and finds it again', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const traveller = newTraveller('Ada');
  await signUpThroughForm(page, traveller);

  // The trip builder, all five steps.
  await page.goto('/trip-builder');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByLabel('Starting location').fill('Denver, CO');
  await page.getByLabel('Destination').fill('Moab, UT');
  await page.getByLabel('Trip duration').selectOption('4');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Nature & Hiking' }).check();
  await page.getByRole('checkbox', { name: 'Photo Spots' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Fall' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Camping' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('radio', { name: 'Moderate' }).check();
  await page.getByRole('button', { name: 'Create My Trip!' }).click();

  // The trip page: route options, day cards and the map.
  await expect(page).toHaveURL(/\/trip\/\d+$/, { timeout: 30_000 });
  const tripId = Number(/\/trip\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByText('Choose Your Route')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Begin Day 1 Navigation' })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();

  // The cost forecast (issue 11): a dollar total, labelled an estimate, with a row for each of the 4 days.
  const costs = page.getByRole('region', { name: 'Trip cost forecast' });
  await expect(costs.getByText('Estimate', { exact: true })).toBeVisible();
  await expect(costs.locator('dd').first()).toHaveText(/^\$\d[\d,]*$/);
  await expect(costs.getByRole('row', { name: /^Day 4\b/ })).toBeVisible();

  // Export: the chosen route's GPX downloads as a file and reads, in the browser's own XML parser, as
  // GPX 1.1 with the trip page's stops as waypoints and a route per day.
  const [gpxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'GPX (navigation apps)' }).click(),
  ]);
  expect(gpxDownload.suggestedFilename()).toBe('denver-co-to-moab-ut.gpx');
  const gpx = await page.evaluate(
    (text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const names = (tag: string) =>
        [...doc.getElementsByTagName(tag)].map((node) => node.getElementsByTagName('name')[0]?.textContent);
      return {
        broken: doc.getElementsByTagName('parsererror').length > 0,
        version: doc.documentElement.getAttribute('version'),
        waypoints: names('wpt'),
        routes: names('rte'),
      };
    },
    await readFile(await gpxDownload.path(), 'utf8'),
  );
  expect(gpx.broken).toBe(false);
  expect(gpx.version).toBe('1.1');
  const stopNames = (await page.getByRole('button', { name: /^Explore Stop: / }).all()).map(async (button) =>
    (await button.getAttribute('aria-label'))?.replace('Explore Stop: ', ''),
  );
  expect(gpx.waypoints).toEqual(await Promise.all(stopNames));
  expect(gpx.routes[0]).toMatch(/^Day 1/);

  // KML for Google Earth (a folder per day) and an ICS calendar (an event per day) download and read too.
  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name }).click(),
    ]);
    return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
  };
  const kml = await download('KML (Google Earth)');
  expect(kml.name).toBe('denver-co-to-moab-ut.kml');
  const folders = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) return null;
    return [...doc.getElementsByTagName('Folder')].map(
      (folder) => folder.getElementsByTagName('name')[0]?.textContent ?? '',
    );
  }, kml.text);
  expect(folders).toHaveLength(4);
  expect(folders?.[0]).toMatch(/^Day 1/);
  const ics = await download('Calendar (ICS)');
  expect(ics.name).toBe('denver-co-to-moab-ut.ics');
  expect(ics.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(4);
  expect(ics.text).toMatch(/^SUMMARY:Day 1/m);

  // A stop and its analysis.
  await page
    .getByRole('button', { name: /^Explore Stop: / })
    .first()
    .click();
  const stopDialog = page.getByRole('dialog');
  await expect(stopDialog.getByRole('heading', { name: 'About This Location' })).toBeVisible({
    timeout: 15_000,
  });
  // Exact: a toast shown meanwhile sits inside the open dialog, with its own 'Close notification'.
  await stopDialog.getByRole('button', { name: 'Close', exact: true }).click();

  // A memory and a price alert.
  const memoryForm = page.getByRole('form', { name: 'Add a memory' });
  const firstStop = await memoryForm
    .getByRole('combobox', { name: /^Stop/ })
    .locator('option')
    .nth(1)
    .getAttribute('value');
  await memoryForm.getByRole('combobox', { name: /^Stop/ }).selectOption(firstStop ?? '');
  await memoryForm.getByRole('combobox', { name: /^Memory type/ }).selectOption('note');
  await memoryForm.getByRole('textbox', { name: 'Note' }).fill('Sunset over the arches');
  await memoryForm.getByRole('button', { name: 'Save Memory' }).click();
  await expect(page.getByText('Memory saved!')).toBeVisible();
  await expect(page.getByText('Sunset over the arches')).toBeVisible();

  const alertForm = page.getByRole('form', { name: 'Create a price alert' });
  await alertForm.getByRole('combobox', { name: /^Stop/ }).selectOption(firstStop ?? '');
  await alertForm.getByRole('textbox', { name: 'Item name' }).fill('Campsite near Moab');
  await alertForm.getByRole('spinbutton', { name: 'Target price' }).fill('35.50');
  await alertForm.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByText('Price alert created!')).toBeVisible();

  // Share: a private trip offers no link until it is made public, then the link is copied.
  await page.getByRole('button', { name: 'Share Trip' }).first().click();
  const shareDialog = page.getByRole('dialog', { name: 'Share Your Trip' });
  await expect(shareDialog.getByText('This trip is private.')).toBeVisible();
  await expect(shareDialog.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await shareDialog.getByRole('switch').click();
  await expect(shareDialog.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await shareDialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/public-trip/${tripId}`);
  await page.keyboard.press('Escape');

  // The public page, signed out.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/public-trip/${tripId}`);
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'Denver, CO to Moab, UT' })).toBeVisible();

  // My trips: search, filter and sort find it.
  await page.goto('/trips');
  await page.getByRole('searchbox').fill('Moab');
  await page.getByLabel('Filter').selectOption('medium');
  await page.getByLabel('Sort by').selectOption('alphabetical');
  await expect(page.getByText('1 of 1 trips')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Trip: Denver, CO to Moab, UT' })).toBeVisible();

  // Another traveller: not their trip; and once private again the public page refuses it.
  const grace = newTraveller('Grace');
  const gracePage = await (await browser.newContext()).newPage();
  await signUpThroughForm(gracePage, grace);
  await gracePage.goto(`/trip/${tripId}`);
  await expect(gracePage.getByText('Trip not found')).toBeVisible();

  await page.goto(`/trip/${tripId}`);
  await page.getByRole('button', { name: 'Share Trip' }).first().click();
  await page.getByRole('dialog', { name: 'Share Your Trip' }).getByRole('switch').click();
  await expect(page.getByRole('dialog', { name: 'Share Your Trip' }).getByRole('switch')).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await strangerPage.reload();
  await expect(strangerPage.getByRole('heading', { name: 'Trip Not Found' })).toBeVisible();
  await stranger.close();
});
