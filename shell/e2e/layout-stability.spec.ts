import { expect, test, type Page } from '@playwright/test';
import { newTraveller } from './support';

// Issue 21: the trip page shifted by 0.91 (CLS) as the trip remote rendered and pushed the footer away.
// The layout-shift entries the browser records while a page loads and settles must add up to under 0.05.

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function cumulativeShift(page: Page): Promise<number> {
  // Settled: the network quiet and a moment for late paints (map tiles, photos, the forecast).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  return page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test(`the landing page and the trip page hold still while they load (${label})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await cumulativeShift(page)).toBeLessThan(0.05);

    const signUp = await page.request.post('/api/custom-login', {
      data: { ...newTraveller('Cleo'), isSignUp: true },
    });
    expect(signUp.ok()).toBe(true);
    const created = await page.request.post('/api/trips', {
      data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 },
      headers: { origin: new URL(baseURL ?? 'http://localhost:3000').origin },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto(`/trip/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cumulativeShift(page)).toBeLessThan(0.05);
  });
}
