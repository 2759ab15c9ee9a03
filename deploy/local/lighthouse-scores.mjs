// Lighthouse 12's performance audit for `npm run bench:web` (issue 21): the landing page as a phone sees it
// and the signed-in trip page on a desktop, the two pages the issue measured. Lighthouse drives a Chromium
// we start with a debugging port, in a persistent profile so the session cookie of the signed-in run is the
// one Lighthouse's tab sends. Lighthouse's own throttling (simulated, its defaults per form factor) makes the
// figures comparable with the ones in the issue.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';

const DEBUG_PORT = 9339;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--remote-debugging-port=${DEBUG_PORT}`,
];

/** The figures the issue names, from one Lighthouse report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: audit('cumulative-layout-shift').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    bytes: audit('total-byte-weight').numericValue,
    requests: audit('network-requests').details?.items?.length ?? 0,
    unusedJs: audit('unused-javascript').details?.overallSavingsBytes ?? 0,
  };
}

/** A traveller with one planned trip, signed in in `context`; answers the trip page's path. */
async function travellerWithTrip(context, baseUrl) {
  const request = context.request;
  const email = `bench-web-${Date.now()}@example.com`;
  const signUp = await request.post(`${baseUrl}/api/custom-login`, {
    data: { email, password: 'Bench-web-2026!', isSignUp: true, firstName: 'Bea', lastName: 'Bench' },
  });
  if (!signUp.ok()) throw new Error(`sign-up answered ${signUp.status()}`);
  const created = await request.post(`${baseUrl}/api/trips`, {
    data: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 3 },
  });
  if (created.status() !== 201) throw new Error(`creating the trip answered ${created.status()}`);
  const { id } = await created.json();
  return `/trip/${id}`;
}

/**
 * Runs Lighthouse `runs` times on each page and answers the median run's figures per page:
 * `{ name, figures, runs: number[] }`. Lighthouse's first run also warms the servers, so it is dropped.
 */
export async function lighthouseScores(baseUrl, { runs = 3, log = () => {} } = {}) {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'byway-lighthouse-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const tripPath = await travellerWithTrip(context, baseUrl);
    // The trip page first, while the session lasts; the landing page signed out after it.
    const pages = [
      { name: 'trip page, desktop (signed in)', url: `${baseUrl}${tripPath}`, config: desktopConfig },
      { name: 'landing page, mobile (signed out)', url: `${baseUrl}/`, config: undefined, signedOut: true },
    ];
    const results = [];
    for (const page of pages) {
      const scored = [];
      for (let i = 0; i <= runs; i += 1) {
        if (page.signedOut) await context.clearCookies();
        const result = await lighthouse(
          page.url,
          { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          page.config,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        if (i > 0) scored.push(figures(result.lhr));
        log(`  ${page.name}: run ${i === 0 ? 'warm-up' : i} done`);
      }
      scored.sort((a, b) => a.score - b.score);
      results.push({
        name: page.name,
        figures: scored[Math.floor(scored.length / 2)],
        runs: scored.map((s) => s.score),
      });
    }
    return results;
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}
