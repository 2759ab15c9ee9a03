import { expect, test, type Page } from '@playwright/test';
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

/** The finder's four steps, answered for a pack's continent (North America), country (USA), length and season. */
async function findPacksLike(page: Page, pack: Pack) {
  await page.goto('/trip-packs');
  await page.getByRole('button', { name: /North America/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /United States/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: new RegExp(LENGTH_TITLES[pack.durationCategory]!) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: new RegExp(pack.bestSeason, 'i') }).click();
  await page.getByRole('button', { name: 'Find My Trips' }).click();
  await expect(page.getByRole('heading', { name: 'Your Perfect Trip Packs' })).toBeVisible();
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

  await findPacksLike(page, chosen);
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

test("'Start from my city' makes the pack a round trip from the traveller's town", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughForm(page, newTraveller('Rafa'));
  const answer = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: {
      query: `{ tripPacks(filter: { continent: "north-america", country: "usa" }) {
        id title durationCategory bestSeason startLocation duration stops { name } } }`,
    },
  });
  const packs = ((await answer.json()) as { data: { tripPacks: (Pack & { duration: number })[] } }).data
    .tripPacks;
  // Utah's Mighty Five starts in Las Vegas: from Denver that is two days' drive each way.
  const utah = packs.find((candidate) => candidate.title === "Utah's Mighty Five");
  expect(utah, "the authored pack Utah's Mighty Five").toBeTruthy();

  await findPacksLike(page, utah!);
  await page.getByLabel('Start from my city (optional)').fill('Denver, CO');
  await page
    .getByRole('article')
    .filter({ hasText: utah!.title })
    .getByRole('button', { name: 'View Details' })
    .click();

  await expect(page).toHaveURL(/\/trip\/\d+$/, { timeout: 30_000 });
  const fact = (term: string) =>
    page
      .locator('dt')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd');
  await expect(fact('From')).toHaveText('Denver, CO');
  await expect(fact('To')).toHaveText('Denver, CO');
  const days = Number(/\d+/.exec((await fact('Duration').textContent()) ?? '')?.[0]);
  expect(days).toBeGreaterThan(utah!.duration);
  await expect(page.getByText(/Arrive in Denver/).first()).toBeVisible();
});
