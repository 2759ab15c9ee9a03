import { expect, test } from '@playwright/test';
import { newTraveller, pidListeningOn, platformPort, signUpThroughForm } from './support';

/**
 * Issue 13: the trips service crashes while a traveller is on their trip page. They are told plainly that
 * saving failed and to try again, what they typed stays in the form, and once the supervisor has started
 * the service again (about a second) the same Save works and nothing is lost.
 */
test('a crashed trips service: a clear error, the note kept, and the same save works once it is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpThroughForm(page, newTraveller('Grace'));
  const created = await page.request.post('/api/trips', {
    data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/trip/${id}`);

  const memoryForm = page.getByRole('form', { name: 'Add a memory' });
  const stop = memoryForm.getByRole('combobox', { name: /^Stop/ });
  await expect(stop.locator('option').nth(1)).toBeAttached();
  await stop.selectOption((await stop.locator('option').nth(1).getAttribute('value')) ?? '');
  await memoryForm.getByRole('combobox', { name: /^Memory type/ }).selectOption('note');
  const note = memoryForm.getByRole('textbox', { name: 'Note' });
  await note.fill('Written while the trips service was down');

  const trips = platformPort('trips');
  process.kill(pidListeningOn(trips), 'SIGKILL');
  await memoryForm.getByRole('button', { name: 'Save Memory' }).click();
  await expect(page.getByText('Failed to save memory. Please try again.')).toBeVisible();
  await expect(note).toHaveValue('Written while the trips service was down');

  // The supervisor starts it again; the traveller presses Save again.
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${trips}/readyz`).catch(() => null))?.status, {
      timeout: 30_000,
    })
    .toBe(200);
  await memoryForm.getByRole('button', { name: 'Save Memory' }).click();
  await expect(page.getByText('Memory saved!')).toBeVisible();
  await expect(page.getByText('Written while the trips service was down')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Written while the trips service was down')).toBeVisible();
});
