import { expect, test, type Page } from '@playwright/test';
import { fillSignUpForm, newTraveller, signUpThroughForm } from './support';

// A traveller's first minutes and their record (issue 9): onboarding signed in and signed out, points and
// achievements for a planned trip, preferences that steer the builder, and deleting the account.

const pick = (page: Page, group: string, option: RegExp) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }).check();

/** Answers the five onboarding steps; leaves the wizard on step 5, ready to save. */
async function answerOnboarding(page: Page) {
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  for (const interest of ['Nature & Hikes', 'Coffee', 'Photo Spots']) {
    await page.getByRole('button', { name: interest, exact: true }).click();
  }
  await expect(page.getByText('3 of 3+ selected')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await pick(page, 'Travel style', /^Adventurer/);
  await page.getByRole('button', { name: 'Next' }).click();
  await pick(page, 'Pace', /^Slow/);
  await page.getByRole('button', { name: 'Next' }).click();
  await pick(page, 'Accommodation', /^Camping/);
  await page.getByRole('button', { name: 'Next' }).click();
  await pick(page, 'Group size', /^Couple/);
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
}

/** Signs this traveller up, answers onboarding signed in and saves it: they land on the dashboard. */
async function onboardNewTraveller(page: Page, traveller: ReturnType<typeof newTraveller>) {
  await signUpThroughForm(page, traveller);
  await answerOnboarding(page);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function me(page: Page) {
  const answer = await page.request.get('/api/auth/user');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    interests: string[];
    travelStyle: string;
    preferredPace: string;
    lodgingPreference: string;
    profileCompleted: boolean;
  };
}

test('a new traveller signs up, answers the five onboarding steps and lands on the dashboard', async ({
  page,
}) => {
  const traveller = newTraveller('Olive');
  await onboardNewTraveller(page, traveller);
  await expect(page.getByText(`Welcome, ${traveller.firstName}!`)).toBeVisible();
  expect(await me(page)).toMatchObject({
    interests: ['nature-hikes', 'coffee', 'photo-spots'],
    travelStyle: 'adventurer',
    preferredPace: 'slow',
    lodgingPreference: 'camping',
    profileCompleted: true,
  });
});

test('a visitor answers onboarding signed out, signs up, and the answers are saved', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Planning', exact: true }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await answerOnboarding(page);
  await page.getByRole('button', { name: 'Save and Sign In' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Signing up sends a new traveller to /onboarding, which finds the answers kept in the browser.
  const traveller = newTraveller('Vera');
  await fillSignUpForm(page, traveller);

  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  expect(await me(page)).toMatchObject({
    interests: ['nature-hikes', 'coffee', 'photo-spots'],
    preferredPace: 'slow',
    profileCompleted: true,
  });
});

test('planning a trip earns points and the first achievement; profile setup steers the builder; deleting the account ends it all', async ({
  page,
}) => {
  const traveller = newTraveller('Ines');
  await onboardNewTraveller(page, traveller);

  const before = (await (await page.request.get('/api/user-stats')).json()) as {
    totalPoints: number;
    tripsPlanned: number;
  };
  const created = await page.request.post('/api/trips', {
    data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3, themes: ['nature'] },
  });
  expect(created.status()).toBe(201);
  const trip = (await created.json()) as { id: number };

  const after = (await (await page.request.get('/api/user-stats')).json()) as {
    totalPoints: number;
    tripsPlanned: number;
  };
  expect(after.tripsPlanned).toBe(before.tripsPlanned + 1);
  expect(after.totalPoints).toBeGreaterThan(before.totalPoints);

  // The next page announces the achievement once, in a toast.
  await page.goto('/profile');
  await expect(page.getByText('Achievement unlocked: First Route')).toBeVisible();
  const stats = page.getByRole('region', { name: 'Adventure Stats' });
  await expect(stats.getByText('Trips Planned')).toBeVisible();
  await expect(stats).toContainText(String(after.tripsPlanned));

  await page.goto('/achievements');
  await expect(page.getByRole('listitem', { name: 'First Route: earned' })).toBeVisible();

  // Profile setup: a new interest; the builder then starts from it.
  await page.goto('/profile-setup');
  await page.getByRole('button', { name: 'Foodie', exact: true }).click();
  for (let step = 1; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await me(page)).interests).toContain('foodie');

  await page.goto('/trip-builder');
  await page.getByLabel('Starting location').fill('Denver, CO');
  await page.getByLabel('Destination').fill('Moab, UT');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: /Foodie/ })).toBeChecked();
  await expect(page.getByText(/Preselected from your profile interests/)).toBeVisible();

  // Make the trip public, then delete the account from the profile page.
  const shared = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation ($id: Int!) { setTripVisibility(id: $id, isPublic: true) { isPublic } }',
      variables: { id: trip.id },
    },
  });
  expect(shared.ok()).toBe(true);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel(/^Password/).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not correct')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(traveller.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);

  const signIn = await page.request.post('/api/custom-login', {
    data: { email: traveller.email, password: traveller.password, isSignUp: false },
  });
  expect(signIn.status()).toBe(401);
  await page.goto(`/public-trip/${trip.id}`);
  await expect(page.getByText('Trip Not Found')).toBeVisible();
});
