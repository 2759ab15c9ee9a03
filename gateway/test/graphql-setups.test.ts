import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, TEST_INTERNAL_SECRET } from '@byway/kit/testing';
import { signUp, startPlatform, type Platform } from './support/platform.js';
import { startFakeSubgraph, type FakeSubgraph } from './support/fake-subgraph.js';
import type { Browser } from './support/browser.js';
import { graphql } from './support/graphql.js';

const PUBLIC_MESSAGE = 'Something went wrong. Please try again.';

/** The gateway in other setups: misbehaving subgraphs, a subgraph down, production settings. */
describe('gateway in front of misbehaving subgraphs', () => {
  let platform: Platform;
  let trips: FakeSubgraph;
  let others: FakeSubgraph;
  let browser: Browser;

  beforeAll(async () => {
    trips = await startFakeSubgraph();
    others = await startFakeSubgraph();
    platform = await startPlatform({
      withoutTrips: true,
      env: { TRIPS_URL: trips.url, DISCOVERY_URL: others.url, MEDIA_URL: others.url, AI_URL: others.url },
    });
    browser = platform.browser();
    await signUp(platform, browser);
  });
  afterAll(async () => {
    await platform?.stop();
    await trips?.stop();
    await others?.stop();
  });

  const leakyError = {
    message:
      'MongoServerError: E11000 duplicate key error collection: byway_trips.trips at /srv/trips/src/x.ts:12',
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      stacktrace: ['at insertOne (/srv/node_modules/mongodb/lib/x.js:1:1)'],
    },
  };

  it.each([
    ['an internal error with a stack', { errors: [leakyError], data: null }],
    [
      'an error without a code',
      { errors: [{ message: 'TypeError: Cannot read properties of undefined (reading "x")' }], data: null },
    ],
    [
      'an error with an unknown code',
      { errors: [{ message: 'ECONNRESET 10.0.0.7:27017', extensions: { code: 'WEIRD' } }], data: null },
    ],
  ])('masks %s (REST and GraphQL alike)', async (_label, body) => {
    trips.answer({ body: JSON.stringify(body) });
    const rest = await platform.api(browser, '/api/trips');
    expect(rest.status).toBe(500);
    expect(await rest.json()).toEqual({ message: PUBLIC_MESSAGE });

    const gql = await graphql(platform, browser, '{ myTrips { id } }');
    const text = JSON.stringify(gql.body);
    expect(gql.body.errors?.[0]?.message).toBe(PUBLIC_MESSAGE);
    expect(text).not.toMatch(/Mongo|TypeError|ECONNRESET|srv|stacktrace|10\.0\.0/);
  });

  it('answers 502 with the public message when a subgraph returns a non-GraphQL error page', async () => {
    trips.answer({
      status: 500,
      contentType: 'text/html',
      body: '<html>Internal Server Error at /srv/trips</html>',
    });
    const rest = await platform.api(browser, '/api/trips');
    expect(rest.status).toBe(502);
    expect(await rest.json()).toEqual({ message: PUBLIC_MESSAGE });
  });

  it('sends only the signed internal token, never the browser cookie', async () => {
    trips.answer({ body: JSON.stringify({ data: { myTrips: [] } }) });
    trips.received.length = 0;
    expect((await platform.api(browser, '/api/trips')).status).toBe(200);
    const headers = trips.received[0]!;
    expect(headers['x-byway-internal-token']).toEqual(expect.any(String));
    expect(headers.cookie).toBeUndefined();
  });

  it('lets only the users service open or end sessions', async () => {
    trips.answer({
      headers: { 'x-byway-session-ended': 'whatever' },
      body: JSON.stringify({ data: { myTrips: [] } }),
    });
    const response = await platform.api(browser, '/api/trips');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await platform.api(browser, '/api/auth/user')).status).toBe(200);
  });

  it('reports ready only when every subgraph is ready', async () => {
    others.setReady(true);
    trips.setReady(true);
    const ready = await fetch(`${platform.url}/readyz`);
    expect(ready.status).toBe(200);
    trips.setReady(false);
    const notReady = await fetch(`${platform.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ subgraphs: { trips: 'not ready', users: 'ready' } });
    trips.setReady(true);
  });
});

describe('gateway with a subgraph down', () => {
  let platform: Platform;
  beforeAll(async () => {
    // Nothing listens on this port.
    const closedPort = await freePort();
    platform = await startPlatform({
      withoutTrips: true,
      env: { TRIPS_URL: `http://127.0.0.1:${closedPort}/graphql` },
    });
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('answers 503 for calls that need it, and /readyz says so', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const response = await platform.api(browser, '/api/trips');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Service temporarily unavailable. Please try again.' });
    const readiness = await fetch(`${platform.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ subgraphs: { trips: 'unreachable' } });
  });
});

describe('gateway in production', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({
      env: {
        NODE_ENV: 'production',
        INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
        SESSION_SECRET: 'a-production-session-secret-of-enough-length',
        OIDC_CLIENT_SECRET: 'a-production-oidc-client-secret',
        // Production requires its issuer (issue 18); none is asked here.
        OIDC_ISSUER_URL: 'https://id.byway.example',
      },
    });
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('answers no introspection and no "Did you mean" suggestions', async () => {
    const ask = async (query: string) =>
      (await (
        await platform.browser().fetch(`${platform.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({ query }),
        })
      ).json()) as { errors?: { message: string }[] };
    const introspection = await ask('{ __schema { types { name } } }');
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await ask('{ myTrip { id } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
    // Partners read the published schema instead.
    expect((await platform.browser().fetch(`${platform.url}/api/schema.graphql`)).status).toBe(200);
  });
});
