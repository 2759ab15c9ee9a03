import { expect, test } from '@playwright/test';
import { newTraveller, signUpThroughForm } from './support';

// Trip packs you can drive (issue 10): the finder through its four steps finds an authored pack, 'View
// Details' makes the traveller's trip from it, and the trip page follows the pack's stops.

const LENGTH_TITLES: Record<string, string> = {
  weekend: 'Weekend Getaway',
  short: 'Short Trip',
  medium: 'Extended Journey',
  long: 'Epic Adventure',
};

interface Pack {
  id: number;
  title: string;
  durationCategory: string;
  bestSeason: string;
  stops: { name: string }[];
}

test('the finder finds a real pack, View Details makes the trip, and the trip page follows its stops', async ({
  page,
}) => {
  await signUpThroughForm(page, newTraveller('Pia'));
  await page.goto('/');

  // A pack from the authored data, asked for the way the finder asks.
  const answer = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: {
      query: `{ tripPacks(filter: { continent: "north-america", country: "usa" }) {
        id title durationCategory bestSeason stops { name } } }`,
    },
  });
  const packs = ((await answer.json()) as { data: { tripPacks: Pack[] } }).data.tripPacks;
  const pack = packs.find(
    (candidate) => candidate.stops.length > 0 && candidate.durationCategory === 'short',
  );
  expect(pack, 'an authored short USA pack with stops').toBeTruthy();
  const chosen = pack!;

  await page.goto('/trip-packs');
  await page.getByRole('button', { name: /North America/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /United States/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: new RegExp(LENGTH_TITLES[chosen.durationCategory]!) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: new RegExp(chosen.bestSeason, 'i') }).click();
  await page.getByRole('button', { name: 'Find My Trips' }).click();

  await expect(page.getByRole('heading', { name: 'Your Perfect Trip Packs' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: chosen.title });
  await expect(card).toBeVisible();
  // No invented ratings: a pack nobody has reviewed says 'New'.
  await expect(card.getByText('New')).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();

  await expect(page).toHaveURL(/\/trip\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText('Complete Journey Overview')).toBeVisible();
  await expect(page.getByText(chosen.stops[0]!.name).first()).toBeVisible();

  // The community page features packs from the database: every title it shows is an authored pack's.
  const all = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: { query: '{ tripPacks { title } }' },
  });
  const titles = new Set(
    ((await all.json()) as { data: { tripPacks: { title: string }[] } }).data.tripPacks.map((p) => p.title),
  );
  await page.goto('/community');
  const featured = page.getByRole('region', { name: 'Featured Trip Packs' });
  const headings = featured.getByRole('heading', { level: 3 });
  await expect(headings.first()).toBeVisible();
  for (const title of await headings.allTextContents()) expect(titles.has(title.trim()), title).toBe(true);
});
