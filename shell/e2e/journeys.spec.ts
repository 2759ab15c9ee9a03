import { expect, test } from '@playwright/test';
import { newTraveller, signUpThroughForm } from './support';

test('a new traveller signs up, sees an empty dashboard, gets a trip and signs out', async ({ page }) => {
  const traveller = newTraveller('Ada');
  await signUpThroughForm(page, traveller);

  await page.goto('/');
  await expect(page.getByText(`Welcome, ${traveller.firstName}!`)).toBeVisible();
  await expect(page.getByText('No trips yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plan Your First Trip' })).toHaveAttribute(
    'href',
    '/trip-builder',
  );

  // The page's own cookie jar: the API call is made as the signed-in traveller.
  const created = await page.request.post('/api/trips', {
    data: {
      startLocation: 'Denver, CO',
      endLocation: 'Moab, UT',
      totalDays: 4,
      themes: ['nature', 'photography'],
    },
  });
  expect(created.status()).toBe(201);
  const trip = (await created.json()) as { id: number; title: string };
  expect(trip.title).toBe('Denver, CO to Moab, UT');

  await page.reload();
  const card = page.getByRole('link', { name: /Denver, CO to Moab, UT/ });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', `/trip/${trip.id}`);
  await expect(page.getByText('No trips yet')).toHaveCount(0);

  await page.getByRole('button', { name: /your account menu/ }).click();
  await expect(page.getByText(traveller.email)).toBeVisible();
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('a traveller signs in with the third-party identity provider', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Continue with/ }).click();

  // The local OpenID provider's own login and consent pages (each e2e run has a fresh database).
  const login = 'grace.hopper';
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  // New users have not completed onboarding yet.
  await expect(page).toHaveURL(/\/onboarding$/);
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({
    email: `${login}@example.test`,
    firstName: 'Grace',
    lastName: 'Hopper',
  });
});

test('a remote whose manifest cannot load shows its fallback while the rest of the shell works', async ({
  page,
}) => {
  await page.route('**/remotes.json', async (route) => {
    const remotes = (await (await route.fetch()).json()) as Record<string, string>;
    remotes.mfe_trips = 'http://127.0.0.1:9/missing/mf-manifest.json';
    await route.fulfill({ json: remotes });
  });
  await signUpThroughForm(page, newTraveller('Lin'));

  await page.goto('/');
  await expect(page.getByText('This area is temporarily unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: /your account menu/ })).toBeVisible();

  // Another team's remote still works.
  await page.getByRole('button', { name: /your account menu/ }).click();
  await page.getByRole('link', { name: 'Your Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Adventure Stats')).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-place');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
