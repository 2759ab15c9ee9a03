import { expect, test, type Locator, type Page } from '@playwright/test';
import { newTraveller } from './support';

// Issue 22 in the real browser against the whole platform: on the trip page's 'Edit plan' the traveller
// removes a stop (and undoes it), moves one to another day, renames one, keeps notes on a stop and a day;
// a reload keeps every edit, and the map's markers follow. At a desktop width and at a phone's.

const TRIP = { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 4 };

interface Stop {
  name: string;
  dayNumber: number;
  orderInDay: number;
}

/** Each screen's picture in pieces a viewer can read, when BYWAY_SHOTS names a folder to keep them in. */
async function shot(page: Page, name: string) {
  const folder = process.env.BYWAY_SHOTS;
  if (!folder) return;
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const piece = 1200;
  for (let top = 0, part = 1; top < height && part <= 8; top += piece, part += 1) {
    const clip = { x: 0, y: top, width, height: Math.min(piece, height - top) };
    await page.screenshot({ path: `${folder}/${name}-${part}.png`, fullPage: true, clip });
  }
}

/** Stops on the map: markers drawn on their own and those counted in a bubble. */
async function stopsOnMap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const markers = document.querySelectorAll('.leaflet-marker-icon.byway-stop-marker').length;
    const bubbles = [...document.querySelectorAll('.leaflet-marker-icon.byway-stop-cluster')];
    return markers + bubbles.reduce((sum, bubble) => sum + Number(bubble.textContent), 0);
  });
}

const dayCard = (page: Page, day: number) => page.locator(`section[aria-labelledby="trip-day-${day}"]`);
const stopNames = (card: Locator) => card.getByRole('heading', { level: 3 });

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where}: nothing wider than the window`).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a traveller edits their plan by hand and a reload keeps it (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const signedUp = await page.request.post('/api/custom-login', {
      data: { ...newTraveller('Hand'), isSignUp: true },
    });
    expect(signedUp.ok()).toBe(true);
    const created = await page.request.post('/api/trips', { data: { ...TRIP, title: 'Hand-made loop' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const trip = (await (await page.request.get(`/api/trips/${id}`)).json()) as {
      routeOptions: { stops: Stop[] }[];
    };
    const stops = [...trip.routeOptions[0]!.stops].sort(
      (a, b) => a.dayNumber - b.dayNumber || a.orderInDay - b.orderInDay,
    );
    expect(stops.length).toBeGreaterThanOrEqual(3);
    // The last stop goes, the first moves to another day, the second is renamed and noted.
    const [first, second] = [stops[0]!, stops[1]!];
    const removed = stops[stops.length - 1]!;
    const toDay = first.dayNumber === 4 ? 3 : 4;
    const newName = `${second.name} at sunrise, before the queue of cars at the entrance station reaches back to the highway`;

    await page.goto(`/trip/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hand-made loop' })).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => stopsOnMap(page)).toBe(stops.length);
    await expect(page.getByRole('button', { name: `Remove ${removed.name}` })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit plan' }).click();

    // Remove, Undo (the stop comes back on its day), remove again.
    const notice = page.getByTestId('plan-edit-notice');
    await page.getByRole('button', { name: `Remove ${removed.name}` }).click();
    await expect(notice).toContainText(`Removed ${removed.name}.`);
    await expect(stopNames(dayCard(page, removed.dayNumber))).not.toContainText([removed.name]);
    await expect.poll(() => stopsOnMap(page)).toBe(stops.length - 1);
    await expect(notice.getByRole('button', { name: 'Undo' })).toBeFocused();
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice).toContainText(`Undone: ${removed.name} is back on day ${removed.dayNumber}`);
    await expect(stopNames(dayCard(page, removed.dayNumber))).toContainText([removed.name]);
    await expect.poll(() => stopsOnMap(page)).toBe(stops.length);
    await page.getByRole('button', { name: `Remove ${removed.name}` }).click();
    await expect(notice).toContainText(`Removed ${removed.name}.`);
    await expect.poll(() => stopsOnMap(page)).toBe(stops.length - 1);

    // Move the first stop to another day.
    const daySelect = page.getByRole('combobox', { name: `Move ${first.name} to day` });
    await daySelect.selectOption(String(toDay));
    await expect(stopNames(dayCard(page, toDay))).toContainText([first.name]);
    await expect(notice).toContainText(`Moved ${first.name} to day ${toDay}.`);
    await expect(
      dayCard(page, toDay).getByRole('combobox', { name: `Move ${first.name} to day` }),
    ).toBeFocused();

    // Rename the second, and keep a note on it.
    await page.getByRole('button', { name: `Rename ${second.name}` }).click();
    const nameField = page.getByRole('textbox', { name: `New name for ${second.name}` });
    await nameField.fill(newName);
    await expect(page.getByText(`${newName.length} of 255 characters`)).toBeVisible();
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { level: 3, name: newName })).toBeVisible();
    await page.getByRole('button', { name: `Note on ${newName}` }).click();
    await page
      .getByRole('textbox', { name: `Your note on ${newName}` })
      .fill('Be there by 6 am for the light.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Your note: Be there by 6 am for the light.')).toBeVisible();

    // From the keyboard: the renamed stop goes down its day, and the focus goes with it.
    const secondDay = dayCard(page, second.dayNumber);
    await expect(stopNames(secondDay).first()).toHaveText(newName);
    await page.getByRole('button', { name: `Move ${newName} down` }).focus();
    await page.keyboard.press('Enter');
    await expect(stopNames(secondDay).nth(1)).toHaveText(newName);
    const moveButtons = page.getByRole('button', {
      name: new RegExp(`^Move ${newName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (up|down)$`),
    });
    await expect(moveButtons.and(page.locator(':focus'))).toHaveCount(1);

    // A note on day 1.
    const dayNote = dayCard(page, 1).getByRole('textbox', { name: 'Your note for day 1' });
    await dayNote.fill('Fill up in Idaho Springs before the pass.');
    await dayCard(page, 1).getByRole('button', { name: 'Save day note' }).click();
    await expect(notice).toContainText('Saved your note on day 1.');
    await noSidewaysScroll(page, 'editing');
    await shot(page, `hand-edits-editing-${viewport.width}`);

    // A reload shows the edited plan, with edit mode off.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hand-made loop' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Edit plan' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { level: 3, name: removed.name })).toHaveCount(0);
    await expect(stopNames(dayCard(page, toDay))).toContainText([first.name]);
    await expect(stopNames(dayCard(page, second.dayNumber)).nth(1)).toHaveText(newName);
    await expect(page.getByText('Your note: Be there by 6 am for the light.')).toBeVisible();
    await expect(
      dayCard(page, 1).getByText('Your note: Fill up in Idaho Springs before the pass.'),
    ).toBeVisible();
    await expect.poll(() => stopsOnMap(page)).toBe(stops.length - 1);
    await noSidewaysScroll(page, 'after a reload');
    await shot(page, `hand-edits-reloaded-${viewport.width}`);
  });
}
