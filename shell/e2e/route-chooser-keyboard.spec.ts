import { expect, test } from '@playwright/test';
import { newTraveller } from './support';

// Issue 21: the route options are one radio group the arrow keys move through; the choice is kept (saved
// with the trip) and the focused option shows its focus ring.

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`arrow keys choose a route, which stays chosen after a reload (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
    const traveller = newTraveller('Kai');
    expect(
      (await page.request.post('/api/custom-login', { data: { ...traveller, isSignUp: true } })).ok(),
    ).toBe(true);
    const created = await page.request.post('/api/trips', {
      data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, themes: ['nature'] },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/trip/${id}`);
    const group = page.getByRole('radiogroup', { name: 'Choose Your Route' });
    const options = group.getByRole('radio');
    await expect(options).toHaveCount(3, { timeout: 20_000 });
    await expect(options.nth(0)).toHaveAttribute('aria-checked', 'true');

    // Tab lands on the chosen option; the arrow key moves the choice and the focus together.
    await options.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(options.nth(1)).toBeFocused();
    await expect(options.nth(1)).toHaveAttribute('aria-checked', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-checked', 'false');
    // The focus ring is drawn: a solid outline of at least 2 px, which the keyboard user can see.
    const outline = await options.nth(1).evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    // ...and the focused option stays on screen (nothing scrolls it away as the map redraws the route).
    await page.waitForTimeout(1500);
    await expect(options.nth(1)).toBeInViewport();
    if (process.env.BYWAY_SHOTS)
      await page.screenshot({ path: `${process.env.BYWAY_SHOTS}/route-focus-${viewport.width}.png` });

    // Saved: the reload opens on the option the keys chose.
    await expect
      .poll(async () => {
        const trip = await page.request.get(`/api/trips/${id}`);
        return ((await trip.json()) as { selectedRouteIndex?: number }).selectedRouteIndex;
      })
      .toBe(1);
    await page.reload();
    await expect(group.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true', {
      timeout: 20_000,
    });
  });
}
