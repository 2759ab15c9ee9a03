import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, onboardedTravellerAside } from './support';

// Issue 21, the finder's part: no dead ends. Nothing matches Namibia for a spring weekend, so the finder shows
// the nearest packs and how each differs; signed out, 'View Details' shows the pack and asks to sign in to plan
// it, and the sign-in comes back to it; the community's 'Top Contributors' opt-in has its control.

async function findNamibiaSpringWeekend(page: Page) {
  await page.goto('/trip-packs');
  await page.getByRole('button', { name: /Africa/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Namibia/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Weekend Getaway/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Spring/ }).click();
  await page.getByRole('button', { name: 'Find My Trips' }).click();
}

test('a dead end shows the nearest packs; signed out, a pack is shown and its sign-in comes back to it', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // An onboarded traveller made on a request context of their own: the page stays signed out.
  const { api, traveller } = await onboardedTravellerAside(playwright, baseURL, 'Nia');
  await api.dispose();

  await findNamibiaSpringWeekend(page);
  await expect(page.getByRole('heading', { name: 'Nothing matches every choice yet' })).toBeVisible();
  await expect(page.getByText('No trip packs match yet')).toHaveCount(0);
  const differences = page.getByRole('list', { name: 'How it differs from your choices' });
  // Namibia in another season and length first, then next door.
  await expect(differences.first().getByText(/ days, not a weekend$/)).toBeVisible();
  await expect(differences.first().getByText(/^Best in (summer|fall|winter), not spring$/)).toBeVisible();
  await expect(page.getByText(/^In (South Africa|Botswana), next door$/).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'nearest packs');

  // Signed out, 'View Details' shows the pack (no 'Unauthorized' toast) and asks to sign in to plan it.
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: /^Day \d+$/ }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Unauthorized/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/trip-packs\?pack=\d+$/);
  const packId = new URL(page.url()).searchParams.get('pack')!;
  await expectNoSeriousViolations(page, 'pack preview');

  await dialog.getByRole('link', { name: 'Sign in to plan it' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=%2Ftrip-packs%3Fpack%3D${packId}$`));
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password', { exact: true }).fill(traveller.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Back on the pack, now with the way on.
  await expect(page).toHaveURL(new RegExp(`/trip-packs\\?pack=${packId}$`));
  const back = page.getByRole('dialog', { name: title });
  await expect(back.getByRole('button', { name: 'Plan this trip' })).toBeVisible({ timeout: 20_000 });
  await expect(back.getByRole('heading', { name: /^Day \d+$/ }).first()).toBeVisible();

  // The community's 'Top Contributors' opt-in: a control for the signed-in traveller.
  await page.goto('/community');
  const listed = page.getByRole('checkbox', {
    name: 'List me among the top contributors (first name and initial only)',
  });
  await expect(listed).toBeVisible({ timeout: 20_000 });
  await expect(listed).not.toBeChecked();
  await listed.check();
  await expect(listed).toBeChecked();
  // The choice is kept: after a reload the control shows it.
  await page.reload();
  await expect(listed).toBeChecked({ timeout: 20_000 });
});
