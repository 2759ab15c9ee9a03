import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';

let counter = 0;

/** A traveller nobody has used before in this run. */
export function newTraveller(first = 'Ada') {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: first,
    lastName: 'Tester',
    email: `${first.toLowerCase()}.${stamp}@example.test`,
    password: 'correct-horse-battery',
  };
}

/** A new traveller signed up through the API, signed in on this request context. */
export async function signUpByApi(request: APIRequestContext, first = 'Sec') {
  const traveller = newTraveller(first);
  const response = await request.post('/api/custom-login', { data: { ...traveller, isSignUp: true } });
  expect(response.ok()).toBe(true);
  return traveller;
}

/**
 * An onboarded traveller made on a request context of their own, so the page under test stays signed out;
 * the context is answered open (to make trips with) and the caller disposes of it.
 */
export async function onboardedTravellerAside(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  first: string,
) {
  const origin = new URL(baseURL ?? 'http://localhost:3000').origin;
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const traveller = newTraveller(first);
  expect((await api.post('/api/custom-login', { data: { ...traveller, isSignUp: true } })).ok()).toBe(true);
  const onboarded = await api.post('/api/complete-onboarding', {
    data: {
      interests: ['scenic-drives', 'history', 'hidden-gems'],
      travelStyle: 'explorer',
      preferredPace: 'moderate',
      lodgingPreference: 'comfort',
      groupSize: 'couple',
    },
  });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);
  return { api, traveller };
}

/**
 * axe-core on the page as it is: no serious or critical violation (WCAG 2.1 A and AA rules, axe's best
 * practices, and the experimental label-content-name-mismatch, WCAG 2.5.3).
 */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious).toEqual([]);
}

/** A GraphQL POST as a browser sends it (Apollo's CSRF prevention wants the preflight header). */
export const graphqlRequest = (
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) =>
  request.post('/graphql', { data: { query, variables }, headers: { 'apollo-require-preflight': 'true' } });

/** On /login: switches to sign-up, fills the form for this traveller and presses Create Account. */
export async function fillSignUpForm(page: Page, traveller: ReturnType<typeof newTraveller>) {
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('First name').fill(traveller.firstName);
  await page.getByLabel('Last name').fill(traveller.lastName);
  await page.getByLabel('Email').fill(traveller.email);
  await page.getByLabel('Password', { exact: true }).fill(traveller.password);
  await page.getByLabel('Confirm password').fill(traveller.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signUpThroughForm(page: Page, traveller: ReturnType<typeof newTraveller>) {
  await page.goto('/login');
  await fillSignUpForm(page, traveller);
  // A new account goes to onboarding first (spec: sign-up goes to /onboarding).
  await expect(page).toHaveURL(/\/onboarding$/);
}

/**
 * The process listening on a loopback TCP port (Linux: /proc), so a journey can kill a part of the
 * platform the way a crash would. The e2e harness passes the parts' ports (BYWAY_PORTS).
 */
export function pidListeningOn(port: number): number {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN.
      if (fields[3] === '0A' && Number.parseInt(fields[1]?.split(':')[1] ?? '', 16) === port) {
        inodes.add(fields[9]!);
      }
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of descriptors) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`nothing listens on port ${port}`);
}

/** A part's port as the e2e harness started it. */
export function platformPort(part: string): number {
  const ports = JSON.parse(process.env.BYWAY_PORTS ?? '{}') as Record<string, number>;
  const port = ports[part];
  if (!port) throw new Error(`BYWAY_PORTS names no ${part}: run the journeys through deploy/local/e2e.mjs`);
  return port;
}
