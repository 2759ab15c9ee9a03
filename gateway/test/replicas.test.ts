import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedRedis, connectRedis } from '@byway/kit';
import { createGateway, type RunningGateway } from '../src/app.js';
import { SESSION_COOKIE } from '../src/auth/cookies.js';
import { startTestRedis } from '@byway/kit/testing';
import { signUp, startPlatform, type Platform } from './support/platform.js';

/** A second gateway replica over the same subgraphs as the platform's own. */
async function secondReplica(platform: Platform): Promise<{ second: RunningGateway; secondUrl: string }> {
  const second = await (await createGateway(platform.config)).listen(0, '127.0.0.1');
  return { second, secondUrl: `http://127.0.0.1:${second.port}` };
}

/** A GET as the traveller whose session cookie this is. */
const signedInGet = (base: string, path: string, cookie: string) =>
  fetch(`${base}${path}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
const trips = (base: string, cookie: string) => signedInGet(base, '/api/trips', cookie);

/**
 * Issue 13: gateway replicas behind a load balancer share what matters through the users service's
 * database. A sign-out on one replica is refused by the others at once.
 */
describe('two gateway replicas', () => {
  let platform: Platform;
  let second: RunningGateway;
  let secondUrl: string;

  beforeAll(async () => {
    platform = await startPlatform();
    ({ second, secondUrl } = await secondReplica(platform));
  });
  afterAll(async () => {
    await second?.stop();
    await platform?.stop();
  });

  const me = (base: string, cookie: string) => signedInGet(base, '/api/auth/user', cookie);

  it('refuses on one replica, at once, a session signed out on the other', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const cookie = browser.cookie('127.0.0.1', SESSION_COOKIE)!.value;
    // Both replicas know the traveller (and the second one has just confirmed the session).
    expect((await me(platform.url, cookie)).status).toBe(200);
    expect((await me(secondUrl, cookie)).status).toBe(200);

    expect((await platform.api(browser, '/api/logout')).status).toBe(302);
    expect((await me(secondUrl, cookie)).status).toBe(401);
    expect((await me(platform.url, cookie)).status).toBe(401);
  });
});

/**
 * With Redis (REDIS_URL) a replica remembers live sessions instead of asking the users service on every
 * request, and the users service announces each revocation to every replica: still refused at once.
 */
describe('two gateway replicas with Redis', () => {
  let platform: Platform;
  let second: RunningGateway;
  let secondUrl: string;

  beforeAll(async () => {
    // All subgraphs: deleting an account deletes its data in each.
    platform = await startPlatform({ redis: true, allSubgraphs: true });
    ({ second, secondUrl } = await secondReplica(platform));
  });
  afterAll(async () => {
    await second?.stop();
    await platform?.stop();
    await closeSharedRedis();
  });

  /** The subscriber connection this process's gateways listen on, closed by Redis as a network cut would. */
  async function cutRevocationFeed() {
    const admin = connectRedis(platform.config.REDIS_URL!, '', 'test-admin');
    const clients = String(await admin.client.client('LIST'));
    const ids = clients
      .split('\n')
      .filter((line) => line.includes('name=byway-subscriber'))
      .map((line) => /id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => Boolean(id));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await admin.client.client('KILL', 'ID', id);
    await admin.close();
  }

  it('serves a remembered session without the users service, and a sign-out still reaches every replica at once', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const cookie = browser.cookie('127.0.0.1', SESSION_COOKIE)!.value;
    // Wait until both replicas listen for revocations (the subscription starts beside the server).
    await expect.poll(async () => (await trips(secondUrl, cookie)).status).toBe(200);
    expect((await trips(platform.url, cookie)).status).toBe(200);

    // The users service is gone for a moment: a remembered session needs no lookup.
    await platform.services.users!.kill();
    expect((await trips(secondUrl, cookie)).status).toBe(200);
    await platform.services.users!.restart();

    expect((await platform.api(browser, '/api/logout')).status).toBe(302);
    expect((await trips(secondUrl, cookie)).status).toBe(401);
    expect((await trips(platform.url, cookie)).status).toBe(401);
  });

  it("ends every session of a deleted account on every replica at once, the traveller's other browsers too", async () => {
    const browser = platform.browser();
    const traveller = await signUp(platform, browser);
    const other = platform.browser();
    const signedIn = await platform.api(other, '/api/custom-login', {
      method: 'POST',
      json: { email: traveller.email, password: traveller.password },
    });
    expect(signedIn.status).toBe(200);
    const cookies = [browser, other].map((each) => each.cookie('127.0.0.1', SESSION_COOKIE)!.value);
    for (const cookie of cookies) {
      await expect.poll(async () => (await trips(secondUrl, cookie)).status).toBe(200);
    }

    const deleted = await platform.api(browser, '/api/account', {
      method: 'DELETE',
      json: { password: traveller.password },
      headers: { origin: platform.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(deleted.status).toBe(200);
    for (const cookie of cookies) expect((await trips(secondUrl, cookie)).status).toBe(401);
  });

  it('forgets every live session when the revocation feed drops, since a revocation may have been missed', async () => {
    const browser = platform.browser();
    await signUp(platform, browser);
    const cookie = browser.cookie('127.0.0.1', SESSION_COOKIE)!.value;
    await expect.poll(async () => (await trips(secondUrl, cookie)).status).toBe(200);

    await platform.services.users!.kill();
    await cutRevocationFeed();
    // Nothing remembered and nobody to ask: 503 'try again', never served from a memory that may be stale.
    await expect.poll(async () => (await trips(secondUrl, cookie)).status).toBe(503);
    await platform.services.users!.restart();
    await expect.poll(async () => (await trips(secondUrl, cookie)).status).toBe(200);
  });
});

/** Redis is a fast path, not a dependency: when it goes away, everything works from the database. */
describe('two gateway replicas when Redis goes away', () => {
  let platform: Platform;
  let second: RunningGateway;
  let secondUrl: string;
  let redis: { url: string; stop: () => Promise<void> };

  beforeAll(async () => {
    redis = await startTestRedis();
    platform = await startPlatform({ redis: redis.url });
    ({ second, secondUrl } = await secondReplica(platform));
  });
  afterAll(async () => {
    await second?.stop();
    await platform?.stop();
    await closeSharedRedis();
    await redis?.stop();
  });

  it('signs in, serves, limits and signs out on the database alone, refused on every replica at once', async () => {
    const browser = platform.browser();
    const traveller = await signUp(platform, browser);
    const cookie = browser.cookie('127.0.0.1', SESSION_COOKIE)!.value;
    await expect.poll(async () => (await trips(secondUrl, cookie)).status).toBe(200);

    await redis.stop();
    // A live session remembered before is forgotten as the feed drops, and confirmed with the users service.
    expect((await trips(secondUrl, cookie)).status).toBe(200);
    const again = platform.browser();
    const signedIn = await platform.api(again, '/api/custom-login', {
      method: 'POST',
      json: { email: traveller.email, password: traveller.password },
    });
    expect(signedIn.status).toBe(200);
    const created = await platform.api(again, '/api/trips', {
      method: 'POST',
      json: { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 },
    });
    expect(created.status).toBe(201);

    expect((await platform.api(browser, '/api/logout')).status).toBe(302);
    expect((await trips(secondUrl, cookie)).status).toBe(401);
    expect((await trips(platform.url, cookie)).status).toBe(401);
  });
});
