import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpByApi } from './support';

// Issue 21 on a 390 px phone: long names never widen a page of the trips area, 'Share Trip' and 'Full Screen'
// stay in view, text over its limit is said in plain words before it is sent (and kept), a new traveller is
// not welcomed 'back', and the trip cards' badges leave the artwork's words readable.

const PHONE = { width: 390, height: 844 };

/** A stop name as long as a place's full name gets (Florence's cathedral and friends), with one long word. */
const LONG_STOP =
  "Cattedrale di Santa Maria del Fiore, Battistero di San Giovanni e Campanile di Giotto con il Museo dell'Opera " +
  'Piazzadelduomofirenzecattedralemetropolitanadisantamariadelfiore';

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The element lies wholly inside the phone's width. */
async function expectWithinWidth(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test('long names and long text on a phone: nothing scrolls sideways, limits are said before sending', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signUpByApi(page.request, 'Ana');

  // A first visit: no trips yet, so no 'Welcome back'.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Ana!' })).toBeVisible();
  await expect(page.getByText('No trips yet')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  const created = await page.request.post('/api/trips', {
    data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const stop = await page.request.post(`/api/trips/${id}/stops`, {
    data: { name: LONG_STOP, latitude: 39.5505, longitude: -107.3248, addAnyway: true },
  });
  expect(stop.status()).toBe(201);

  // The trip page with the long stop name: as wide as the phone, its buttons in view.
  await page.goto(`/trip/${id}`);
  await expect(page.getByText('Choose Your Route')).toBeVisible({ timeout: 30_000 });
  const memories = page.getByRole('form', { name: 'Add a memory' });
  await expect(memories.getByLabel('Stop').locator('option', { hasText: 'Piazzadelduomo' })).toHaveCount(1);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await expectWithinWidth(page.getByRole('button', { name: 'Share Trip' }));
  await expectWithinWidth(page.getByRole('button', { name: 'Full Screen' }));

  // The trip's start date (optional): kept after a reload, and the calendar export starts on it.
  const kept = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      response.request().postData()?.includes('SetTripStartDate') === true,
  );
  await page.getByLabel('Start date').fill('2027-06-14');
  expect((await kept).ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Start date')).toHaveValue('2027-06-14', { timeout: 30_000 });
  const ics = await page.request.get(
    (await page.getByRole('link', { name: 'Calendar (ICS)' }).getAttribute('href')) ?? '',
  );
  expect(await ics.text()).toMatch(/^DTSTART;VALUE=DATE:20270614\r$/m);

  // The same through REST: a day that does not exist is refused in plain words; null clears the date.
  const refused = await page.request.patch(`/api/trips/${id}/start-date`, {
    data: { startDate: '2027-02-30' },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toContain('Start date must be a day like');
  const cleared = await page.request.patch(`/api/trips/${id}/start-date`, { data: { startDate: null } });
  expect(((await cleared.json()) as { startDate: string | null }).startDate).toBeNull();

  // A 6,000-character note: the limit and a plain message before anything is sent, and the note is kept.
  await memories.getByLabel('Stop').selectOption(LONG_STOP);
  await memories.getByLabel('Memory type').selectOption('note');
  await expect(memories.getByText('0 of 5000 characters')).toBeVisible();
  const note = 'A long day by the river. '.repeat(240);
  await memories.getByRole('textbox', { name: 'Note' }).fill(note);
  await expect(memories.getByText(/Note must be at most 5000 characters\. Yours has 5999/)).toBeVisible();
  await memories.getByRole('button', { name: 'Save Memory' }).click();
  await expect(page.getByText('Failed to save memory. Please try again.')).toHaveCount(0);
  await expect(memories.getByRole('textbox', { name: 'Note' })).toHaveValue(note);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // The dashboard now welcomes Ana back, and the card's status badge sits low on the picture, clear of the
  // artwork's 'ROAD TRIP TO ...' in its top corner.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Ana!' })).toBeVisible();
  const picture = page.getByTestId('trip-card-picture').first();
  const badge = picture.getByText('Planning');
  const [pictureBox, badgeBox] = [(await picture.boundingBox())!, (await badge.boundingBox())!];
  expect(badgeBox.y).toBeGreaterThan(pictureBox.y + pictureBox.height / 2);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // The builder with a 300-character place typed (a place takes 200): the count shows, nothing widens.
  await page.goto('/trip-builder');
  const start = page.getByLabel('Starting location');
  await start.fill(`${'Supercalifragilisticexpialidocious'.repeat(5)} ${LONG_STOP}`.slice(0, 300));
  await expect(page.getByText('200 of 200 characters')).toBeVisible();
  await page.getByLabel('Destination').click();
  await expect(page.locator('#trip-start-note').getByRole('alert')).toBeVisible({ timeout: 15_000 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
