import { expect, test } from '@playwright/test';
import { newTraveller, signUpThroughForm } from './support';

// Issue 19 item 5: places abroad as people say them, at the trip builder's step 1 against the whole platform.
test('a traveller plans Frankfurt to Munich by the names they use, and is told in their terms what is unknown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpThroughForm(page, newTraveller('Lena'));
  await page.goto('/trip-builder');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();

  const start = page.getByRole('combobox', { name: 'Starting location' });
  const destination = page.getByRole('combobox', { name: 'Destination' });
  // The hints show a town written either way, not only 'town, state'.
  await expect(start).toHaveAttribute('placeholder', /"Lyon, France"/);
  await expect(destination).toHaveAttribute('placeholder', /"Florence, Italy"/);

  // 'Frankfurt' is suggested as people say it (Frankfurt am Main), and picked.
  await start.pressSequentially('Frankfurt', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Places to start from' });
  await expect(listbox.getByRole('option').first()).toContainText('Frankfurt, Germany');
  await listbox.getByRole('option', { name: /Frankfurt, Germany/ }).click();
  await expect(start).toHaveValue('Frankfurt, Germany');

  // A German town unknown to the planner is answered with a German example, not 'Austin, TX'.
  await destination.fill('Xqzvplk, Germany');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Try a town and country, like "Berlin, Germany"', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Austin, TX', { exact: false })).toHaveCount(0);

  // The local name is read and replaced by the planner's everyday label when the field is left.
  await destination.fill('München');
  await destination.press('Tab');
  await expect(destination).toHaveValue('Munich, Germany');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
});
