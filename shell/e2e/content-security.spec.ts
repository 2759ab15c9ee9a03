import { expect, test } from '@playwright/test';
import { newTraveller, signUpThroughForm } from './support';

// The pages carry a Content-Security-Policy that allows only what the app loads: walking through the
// screens in Chromium must report no violation (a blocked remote, map, image or style would show here).
test('every screen loads under the Content-Security-Policy with no violation reported', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

  const first = await page.goto('/');
  expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await signUpThroughForm(page, newTraveller('Cora'));
  const created = await page.request.post('/api/trips', {
    data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
  });
  const { id } = (await created.json()) as { id: number };

  for (const [path, text] of [
    ['/', 'Welcome back, Cora!'],
    [`/trip/${id}`, 'Complete Journey Overview'],
    ['/trips', 'Denver, CO to Moab, UT'],
    ['/trip-builder', 'Step 1 of 5'],
    ['/profile', 'Adventure Stats'],
    ['/achievements', 'Your Level'],
    ['/trip-packs', 'Trip Pack'],
    ['/about', 'About Byway'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});
