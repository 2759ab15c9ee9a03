import { expect, test } from '@playwright/test';
import { newTraveller, signUpThroughForm } from './support';

// Issue 11: the trip builder checks start and destination at step 1, with suggestions to pick, in the real
// browser against the whole platform (the ai service's gazetteer answers).
test('a traveller picks which Springfield, fixes an unknown destination at step 1, and reaches step 2', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpThroughForm(page, newTraveller('Pat'));
  await page.goto('/trip-builder');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();

  // 'Springfield' names three places of similar size: the builder offers them to pick from.
  const start = page.getByRole('combobox', { name: 'Starting location' });
  await start.fill('Springfield');
  await start.press('Tab');
  const which = page.getByRole('group', { name: 'Which Springfield?' });
  await expect(which.getByRole('button')).toHaveText([
    'Springfield, MO',
    'Springfield, MA',
    'Springfield, IL',
  ]);
  await expect(page.getByText('"Springfield" could mean')).toHaveCount(1);
  await which.getByRole('button', { name: 'Springfield, IL' }).click();
  await expect(start).toHaveValue('Springfield, IL');
  await expect(which).toHaveCount(0);

  // An unknown destination is said under its field at step 1, and Next stays there.
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.fill('Xqzvplk');
  await page.getByRole('button', { name: 'Next' }).click();
  const unknown = page.getByText(`We couldn't find "Xqzvplk".`, { exact: false });
  await expect(unknown).toBeVisible();
  await expect(destination).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();

  // Typing again brings suggestions (a listbox the field controls); picking one fixes it.
  await destination.fill('');
  await destination.pressSequentially('Arches', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Places to go' });
  await expect(listbox).toBeVisible();
  await expect(destination).toHaveAttribute('aria-expanded', 'true');
  await expect(unknown).toHaveCount(0);
  await listbox.getByRole('option', { name: /Arches National Park, UT/ }).click();
  await expect(destination).toHaveValue('Arches National Park, UT');
  await expect(destination).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();

  // Back on step 1 the places are the labels the trip will send.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(start).toHaveValue('Springfield, IL');
  await expect(destination).toHaveValue('Arches National Park, UT');
});
