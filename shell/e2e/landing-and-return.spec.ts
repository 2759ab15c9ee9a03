import { expect, test, type Page } from '@playwright/test';
import { onboardedTravellerAside } from './support';

// Issue 21, the shell's part: the landing page's phone menu, its footer, one reply time on Help and
// Contact, and every sign-in going back to the page the traveller was sent from.

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('each landing menu anchor brings its section right under the header', async ({ page }) => {
    await page.goto('/');
    for (const [link, heading] of [
      ['Features', 'features'],
      ['How It Works', 'how-it-works'],
      ['Community', 'community'],
    ] as const) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`#${heading}$`));
      const where = await settledPositions(page, heading);
      // The section starts at the header's foot (not 176 px above it), so its heading shows below the header.
      expect(
        Math.abs(where.sectionTop - where.headerBottom),
        `${link}: ${JSON.stringify(where)}`,
      ).toBeLessThanOrEqual(3);
      expect(where.headingTop).toBeGreaterThanOrEqual(where.headerBottom);
      expect(where.headingTop - where.headerBottom).toBeLessThanOrEqual(where.headingInSection + 3);
    }
  });
});

/** The header's foot and the section's and its heading's tops, once the page has stopped scrolling. */
async function settledPositions(page: Page, sectionId: string) {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last;
      last = y;
      return still;
    })
    .toBe(true);
  return page.evaluate((id) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const section = document.getElementById(id)!;
    const heading = section.querySelector('h2')!.getBoundingClientRect();
    const top = section.getBoundingClientRect().top;
    return {
      headerBottom: header.bottom,
      sectionTop: top,
      headingTop: heading.top,
      headingInSection: heading.top - top,
    };
  }, sectionId);
}

test("the landing footer leads to the company's pages", async ({ page }) => {
  await page.goto('/');
  const company = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' });
  for (const [name, path] of [
    ['Pricing', '/pricing'],
    ['About', '/about'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
  ] as const) {
    await expect(company.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await company.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: /pricing/i })).toBeVisible();
});

test('Help and Contact promise the same reply time', async ({ page }) => {
  for (const path of ['/help', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
    await expect(page.getByText(/under 2 hours/)).toHaveCount(0);
  }
});

test('a signed-out deep link to a trip signs in and lands on that trip, and never on another site', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The traveller and their trip, made on a request context of their own: the page stays signed out.
  const { api, traveller } = await onboardedTravellerAside(playwright, baseURL, 'Ana');
  const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  const created = await api.post('/api/trips', {
    data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, themes: ['nature'] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await api.dispose();

  await page.goto(`/trip/${id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=%2Ftrip%2F${id}$`));
  const signIn = async () => {
    await page.getByLabel('Email').fill(traveller.email);
    await page.getByLabel('Password', { exact: true }).fill(traveller.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  };
  await signIn();
  await expect(page).toHaveURL(new RegExp(`/trip/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Denver, CO to Moab, UT' })).toBeVisible({
    timeout: 20_000,
  });

  // "Continue with…" asks the third-party sign-in to come back to the same page.
  await page.context().clearCookies();
  await page.goto(`/login?returnTo=${encodeURIComponent(`/trip/${id}`)}`);
  const provider = page.waitForRequest((request) => request.url().includes('/api/login'));
  await page.getByRole('button', { name: /^Continue with/ }).click();
  expect(new URL((await provider).url()).searchParams.get('returnTo')).toBe(`/trip/${id}`);

  // Another site named as the way back is ignored: the sign-in goes home.
  await page.context().clearCookies();
  await page.goto('/login?returnTo=%2F%2Fevil.example%2Ftrip');
  await signIn();
  await expect(page).toHaveURL(new RegExp(`^${origin}/$`));
});
