#!/usr/bin/env node
// `npm run bench:web`: what a phone downloads and how soon it paints the landing page. Builds the
// front-ends when their sources changed, starts the whole platform on free ports with a throw-away data
// folder, and loads `/` signed out in Debian's Chromium with a mobile profile: a 390x844 screen, the CPU
// slowed 4x (CDP Emulation.setCPUThrottlingRate) and, in the second profile, DevTools' "Slow 4G" network
// (562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up: Network.emulateNetworkConditions). Every run starts
// with an empty cache. Then Lighthouse 12's performance audit of the landing page (mobile) and the
// signed-in trip page (desktop), against issue 21's aims. Prints medians of RUNS runs; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { lighthouseScores } from './lighthouse-scores.mjs';
import { buildFrontEnds, freePorts, startPlatform } from './platform.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROFILES = [
  { name: 'mobile, CPU 4x slower', network: null },
  {
    name: 'mobile, CPU 4x slower, Slow 4G',
    network: { latency: 562.5, downloadThroughput: (1440 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
  },
];
const TARGET_JS_KB = 170;
const TARGET_LCP_MS = 2500;
// Issue 21's aims: the landing page at 95 on a phone, the trip page at 90 on a desktop; CLS < 0.05, TBT < 200 ms.
const TARGET_SCORE = { landing: 95, trip: 90 };
const TARGET_CLS = 0.05;
const TARGET_TBT_MS = 200;

const log = (line) => console.log(`[bench:web] ${line}`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold load of `url`: requests, bytes on the wire, the JavaScript fetched before `load`, and LCP. */
async function loadOnce(browser, url, network) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });

  const requests = new Map();
  let loadAt = Infinity;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) =>
    requests.set(requestId, { url: request.url, type, bytes: 0, encoding: '', doneAt: Infinity }),
  );
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.type = type;
    entry.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '';
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { bytes: encodedDataLength, doneAt: timestamp });
  });
  cdp.on('Page.loadEventFired', ({ timestamp }) => (loadAt = Math.min(loadAt, timestamp)));

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(NaN), 5_000);
      }),
  );
  await context.close();

  const all = [...requests.values()].filter((r) => Number.isFinite(r.doneAt));
  const criticalJs = all.filter((r) => r.type === 'Script' && r.doneAt <= loadAt);
  return {
    requests: all.length,
    bytes: all.reduce((sum, r) => sum + r.bytes, 0),
    jsBytes: all.filter((r) => r.type === 'Script').reduce((sum, r) => sum + r.bytes, 0),
    criticalJs: criticalJs.length,
    criticalJsBytes: criticalJs.reduce((sum, r) => sum + r.bytes, 0),
    encodings: [...new Set(all.filter((r) => r.type === 'Script').map((r) => r.encoding || 'none'))],
    lcp,
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'byway-bench-web-'));
let platform;
let browser;
let status = 1;
try {
  buildFrontEnds(log);
  platform = await startPlatform({
    ports: await freePorts(),
    dataDir,
    env: { LOG_LEVEL: 'warn' },
    replicas: 1,
    sink: () => {},
  });
  log(`platform up at ${platform.url}; ${RUNS} cold loads of / (signed out) per profile`);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // One warm-up load so the servers' first-request costs do not count.
  await loadOnce(browser, `${platform.url}/`, null);
  for (const profile of PROFILES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, `${platform.url}/`, profile.network));
    const pick = (key) => median(runs.map((r) => r[key]));
    const lcp = pick('lcp');
    log(`${profile.name}:`);
    log(
      `  requests ${pick('requests')}, transferred ${kb(pick('bytes'))} (JavaScript ${kb(pick('jsBytes'))})`,
    );
    log(
      `  JavaScript before the load event: ${pick('criticalJs')} files, ${kb(pick('criticalJsBytes'))} ` +
        `(target <= ${TARGET_JS_KB} KB); content-encoding ${runs[0].encodings.join(', ')}`,
    );
    log(
      `  LCP ${Math.round(lcp)} ms (target <= ${TARGET_LCP_MS} ms; runs ${runs.map((r) => Math.round(r.lcp)).join(', ')})`,
    );
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    log(`Lighthouse 12 (performance), median of ${RUNS} runs per page:`);
    for (const { name, figures: f, runs } of await lighthouseScores(platform.url, { runs: RUNS, log })) {
      const target = name.startsWith('trip') ? TARGET_SCORE.trip : TARGET_SCORE.landing;
      log(`${name}: performance ${f.score} (target >= ${target}; runs ${runs.join(', ')})`);
      log(
        `  CLS ${f.cls.toFixed(3)} (target < ${TARGET_CLS}), TBT ${Math.round(f.tbt)} ms (target < ${TARGET_TBT_MS} ms), ` +
          `LCP ${Math.round(f.lcp)} ms`,
      );
      log(`  ${f.requests} requests, ${kb(f.bytes)}, unused JavaScript ${kb(f.unusedJs)}`);
    }
  }
  status = 0;
} catch (error) {
  log(`failed: ${error.message}`);
} finally {
  await browser?.close();
  await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
