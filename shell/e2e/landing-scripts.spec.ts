import { expect, test } from '@playwright/test';

// Most visitors arrive signed out on `/`. Every script the landing page needs must be named in index.html
// (the entry or a preload fetched alongside it, web-build/src/front-end-build.ts `preload`): a script
// found only once main.js runs adds a round trip, over half a second on a slow mobile network.
test('signed out, the landing page renders with only the scripts its index.html announces, each fetched once', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });

  const response = await page.goto('/');
  const html = await response!.text();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const usedBeforeHeading = [...fetched];

  // The document as served, not the live one (the runtime adds <script> tags of its own).
  const announced = await page.evaluate((source) => {
    const served = new DOMParser().parseFromString(source, 'text/html');
    return [...served.querySelectorAll('script[src], link[rel="preload"][as="script"]')].map(
      (tag) => new URL(tag.getAttribute('src') ?? tag.getAttribute('href') ?? '', location.href).pathname,
    );
  }, html);

  expect(usedBeforeHeading.filter((script) => !announced.includes(script))).toEqual([]);
  // A preload the runtime's <script> does not match (another URL, a crossorigin mismatch) downloads twice.
  expect(usedBeforeHeading.filter((script, i) => usedBeforeHeading.indexOf(script) !== i)).toEqual([]);
});
