#!/usr/bin/env node
// End-to-end stage of `npm test`: builds the front-ends, starts the whole platform on free ports with a
// throw-away database, then runs the Playwright journeys (Debian's Chromium) and the Pact provider
// verification against the running gateway. Everything is stopped afterwards, pass or fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontEnds, freePorts, startPlatform } from './platform.mjs';
import { ROOT } from './setup.mjs';
import { TEST_RATE_LIMITS } from './test-env.mjs';

const log = (line) => console.log(`[e2e] ${line}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'byway-e2e-'));
const lines = [];

let platform;
let status = 1;
try {
  buildFrontEnds(log);
  const ports = await freePorts();
  platform = await startPlatform({
    ports,
    dataDir,
    env: { LOG_LEVEL: 'warn', NODE_ENV: 'test', RATE_LIMITS: TEST_RATE_LIMITS },
    // The journeys run against two gateways and two AI services behind round-robin balancers (issue 13):
    // whatever replica a request reaches, the traveller sees one platform. BYWAY_REPLICAS=1 for one each.
    replicas: Number(process.env.BYWAY_REPLICAS ?? 2),
    // ...sharing state as production replicas do: the database plus Redis for sessions, limits and
    // plan progress (a throw-away redis-server). BYWAY_REDIS=0 runs them on the database alone.
    redis: process.env.BYWAY_REDIS !== '0',
    sink: (line) => lines.push(line),
  });
  log(`platform up at ${platform.url}`);
  const env = {
    ...process.env,
    BYWAY_BASE_URL: platform.url,
    BYWAY_GATEWAY_URL: platform.apiUrl,
    BYWAY_IDENTITY_URL: `http://localhost:${ports.identity}`,
    // The parts' ports, for the journey that kills one as a crash would (shell/e2e/subgraph-outage.spec.ts).
    BYWAY_PORTS: JSON.stringify(platform.ports),
    // Pact's verifier reports usage to its makers unless told not to: nothing leaves the machine.
    PACT_DO_NOT_TRACK: 'true',
  };
  // Asynchronous on purpose: this process serves the front-ends, so its event loop must keep running.
  const run = (args) =>
    new Promise((resolve) => {
      const child = spawn('npx', args, { cwd: ROOT, env, stdio: 'inherit' });
      child.on('exit', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
  // `node deploy/local/e2e.mjs <spec or -g pattern>` runs just those journeys (and no Pact verification);
  // `--pact-only` runs just the Pact verification.
  const only = process.argv.slice(2);
  const pactOnly = only[0] === '--pact-only';
  const browser = pactOnly
    ? 0
    : await run(['playwright', 'test', '-c', 'shell/e2e/playwright.config.ts', ...only]);
  const pact = only.length && !pactOnly ? 0 : await run(['vitest', 'run', '--project', 'provider']);
  status = browser || pact;
} catch (error) {
  log(`failed: ${error.message}`);
} finally {
  await platform?.stop();
  if (status !== 0) {
    log(`platform log (last 80 of ${lines.length} lines):`);
    console.log(lines.slice(-80).join('\n'));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
