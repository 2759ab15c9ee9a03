import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETED_MESSAGE,
  accountExportSchema,
  CROSS_SITE_MESSAGE,
  errorResponseSchema,
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_CONFIRMATION_REQUIRED_MESSAGE,
  tripDetailSchema,
  WRONG_PASSWORD_MESSAGE,
  type AccountExport,
} from '@byway/contracts/rest';
import { signUp, startPlatform, type Platform } from './support/platform.js';
import type { Browser } from './support/browser.js';

const SET_VISIBILITY = `mutation($id: Int!, $isPublic: Boolean!) {
  setTripVisibility(id: $id, isPublic: $isPublic) { id isPublic }
}`;

/** Issue 9: the traveller downloads everything stored about them, and deletes their account. */
let platform: Platform;
let ada: Browser;
let ada2: Browser;
let grace: Browser;
let anonymous: Browser;
let adaAccount: { id: string; email: string; password: string };
let graceId: string;
let adasTrip: number;
let gracesTrip: number;

const post = (browser: Browser, path: string, json: unknown) =>
  platform.api(browser, path, { method: 'POST', json });
const createTrip = async (browser: Browser, title: string) => {
  const created = await post(browser, '/api/trips', {
    title,
    startLocation: 'Denver, CO',
    endLocation: 'Moab, UT',
    totalDays: 2,
    themes: ['nature'],
  });
  expect(created.status).toBe(201);
  return tripDetailSchema.parse(await created.json()).id;
};
const exportOf = async (browser: Browser): Promise<AccountExport> => {
  const response = await platform.api(browser, '/api/account/export');
  expect(response.status).toBe(200);
  return accountExportSchema.parse(JSON.parse(await response.text()));
};
const deleteAccount = (browser: Browser, json?: unknown, headers: Record<string, string> = {}) =>
  platform.api(browser, '/api/account', {
    method: 'DELETE',
    headers,
    ...(json === undefined ? {} : { json }),
  });
const signIn = (browser: Browser, email: string, password: string) =>
  post(browser, '/api/custom-login', { email, password });
const expectMessage = async (response: Response, status: number, message: string) => {
  expect(response.status).toBe(status);
  expect(errorResponseSchema.parse(await response.json()).message).toBe(message);
};
/** Ada's data is all still there: her trip, memory and alert in the export, her public link live. */
const expectAdaUntouched = async () => {
  const exported = await exportOf(ada);
  expect(exported.trips.map((trip) => trip.id)).toEqual([adasTrip]);
  expect(exported.trips[0]?.memories).toHaveLength(1);
  expect(exported.priceAlerts).toHaveLength(1);
  expect((await platform.api(anonymous, `/api/trips/${adasTrip}/public`)).status).toBe(200);
};

beforeAll(async () => {
  platform = await startPlatform({ allSubgraphs: true });
  ada = platform.browser();
  grace = platform.browser();
  anonymous = platform.browser();
  adaAccount = await signUp(platform, ada);
  graceId = (await signUp(platform, grace)).id;
  ada2 = platform.browser();
  expect((await signIn(ada2, adaAccount.email, adaAccount.password)).status).toBe(200);

  adasTrip = await createTrip(ada, 'Canyon country');
  gracesTrip = await createTrip(grace, 'Grace’s loop');
  const shared = await post(ada, '/graphql', {
    query: SET_VISIBILITY,
    variables: { id: adasTrip, isPublic: true },
  });
  expect(shared.status).toBe(200);
  expect(
    (
      await post(ada, `/api/trips/${adasTrip}/memories`, {
        stopName: 'Arches National Park',
        memoryType: 'note',
        content: 'Delicate Arch at sunset',
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await post(grace, `/api/trips/${gracesTrip}/memories`, {
        stopName: 'Moab',
        memoryType: 'note',
        content: 'Grace’s own note',
      })
    ).status,
  ).toBe(201);
  const alert = {
    stopName: 'Moab',
    itemType: 'accommodation',
    itemName: 'Red Cliffs Lodge',
    targetPrice: 149.99,
  };
  expect((await post(ada, '/api/price-alerts', { ...alert, tripId: adasTrip })).status).toBe(201);
  expect((await post(grace, '/api/price-alerts', { ...alert, tripId: gracesTrip })).status).toBe(201);

  // There is no upload path yet: each traveller's photo and review are stored as their services keep them.
  const photo = (id: number, userId: string, title: string) => ({
    _id: id,
    userId,
    imageUrl: `https://images.example.test/${id}.jpg`,
    title,
    category: 'landscape',
    tags: [],
    latitude: 38.73,
    longitude: -109.59,
    locationName: 'Arches National Park',
    isPublic: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await platform.services.media?.connection
    .collection<{ _id: number }>('geo_tagged_images')
    .insertMany([photo(9001, adaAccount.id, 'Ada’s arch'), photo(9002, graceId, 'Grace’s arch')]);
  const review = (id: number, userId: string, comment: string) => ({
    _id: id,
    userId,
    targetType: 'trip_pack',
    targetId: 1,
    rating: 5,
    comment,
    photos: [],
    createdAt: new Date(),
  });
  await platform.services.discovery?.connection
    .collection<{ _id: number }>('reviews')
    .insertMany([review(9001, adaAccount.id, 'Ada loved it'), review(9002, graceId, 'Grace loved it')]);
});
afterAll(async () => {
  await platform?.stop();
});

describe('REST adapter: my data: the export', () => {
  it('exports everything of the traveller as one attachment, and nothing of anyone else', async () => {
    const response = await platform.api(ada, '/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="byway-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const exported = accountExportSchema.parse(JSON.parse(text));

    expect(exported.profile).toMatchObject({ id: adaAccount.id, email: adaAccount.email, firstName: 'Ada' });
    expect(exported.sessions.length).toBeGreaterThanOrEqual(2);
    expect(exported.trips).toHaveLength(1);
    const [trip] = exported.trips;
    expect(trip).toMatchObject({
      id: adasTrip,
      title: 'Canyon country',
      isPublic: true,
      userId: adaAccount.id,
    });
    expect(trip?.plan).not.toBeNull();
    expect(trip?.memories).toEqual([
      expect.objectContaining({ stopName: 'Arches National Park', content: 'Delicate Arch at sunset' }),
    ]);
    expect(exported.priceAlerts).toEqual([
      expect.objectContaining({ tripId: adasTrip, itemName: 'Red Cliffs Lodge', targetPrice: 149.99 }),
    ]);
    expect(exported.photos).toEqual([expect.objectContaining({ id: 9001, title: 'Ada’s arch' })]);
    expect(exported.reviews).toEqual([expect.objectContaining({ id: 9001, comment: 'Ada loved it' })]);
    // Trips made from trip packs are hers too (none here).
    expect(exported.tripsFromPacks).toEqual([]);

    // Nothing of Grace, and no secrets of Ada's.
    expect(text).not.toContain(graceId);
    expect(text).not.toContain('Grace');
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('scrypt$');
    expect(text).not.toMatch(/"sid"/);
  });

  it('answers 401 to an export without a session', async () => {
    await expectMessage(await platform.api(anonymous, '/api/account/export'), 401, 'Unauthorized');
  });

  it('keeps the export operations out of the public GraphQL API', async () => {
    const response = await post(ada, '/graphql', { query: '{ tripsAccountExport }' });
    const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    expect(body.errors?.[0]?.message).toMatch(/tripsAccountExport/);
    expect(body.data ?? null).toBeNull();
  });
});

describe('REST adapter: my data: account deletion', () => {
  it('refuses a deletion without confirmation (400) and keeps everything', async () => {
    await expectMessage(await deleteAccount(ada), 400, PASSWORD_CONFIRMATION_REQUIRED_MESSAGE);
    await expectMessage(await deleteAccount(ada, {}), 400, PASSWORD_CONFIRMATION_REQUIRED_MESSAGE);
    await expectAdaUntouched();
  });

  it('refuses a wrong password (403) and keeps everything', async () => {
    await expectMessage(
      await deleteAccount(ada, { password: 'not my password' }),
      403,
      WRONG_PASSWORD_MESSAGE,
    );
    await expectAdaUntouched();
  });

  it('refuses a cross-site request (403) even with the right password, and keeps everything', async () => {
    await expectMessage(
      await deleteAccount(ada, { password: adaAccount.password }, { origin: 'https://evil.example' }),
      403,
      CROSS_SITE_MESSAGE,
    );
    await expectMessage(
      await deleteAccount(ada, { password: adaAccount.password }, { 'sec-fetch-site': 'cross-site' }),
      403,
      CROSS_SITE_MESSAGE,
    );
    await expectAdaUntouched();
  });

  it('answers 401 to a deletion without a session', async () => {
    await expectMessage(await deleteAccount(anonymous, { password: 'whatever' }), 401, 'Unauthorized');
  });

  it('deletes the account everywhere with the password: sign-in fails, the public link is gone, Grace keeps hers', async () => {
    const graceBefore = await exportOf(grace);

    const response = await deleteAccount(
      ada,
      { password: adaAccount.password },
      { origin: platform.url, 'sec-fetch-site': 'same-origin' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: ACCOUNT_DELETED_MESSAGE });
    expect(ada.cookie('127.0.0.1', 'byway_session')).toBeUndefined();

    await expectMessage(
      await signIn(platform.browser(), adaAccount.email, adaAccount.password),
      401,
      INVALID_CREDENTIALS_MESSAGE,
    );
    await expectMessage(
      await platform.api(anonymous, `/api/trips/${adasTrip}/public`),
      404,
      'Trip not found',
    );
    // Ada's other signed-in browser is signed out too.
    expect((await platform.api(ada2, '/api/auth/user')).status).toBe(401);

    const media = platform.services.media?.connection.collection('geo_tagged_images');
    expect(await media?.countDocuments({ userId: adaAccount.id })).toBe(0);
    const reviews = platform.services.discovery?.connection.collection('reviews');
    expect(await reviews?.countDocuments({ userId: adaAccount.id })).toBe(0);
    const trips = platform.services.trips?.connection;
    for (const collection of ['trips', 'trip_plans', 'trip_memories', 'price_alerts']) {
      expect(await trips?.collection(collection).countDocuments({ userId: adaAccount.id })).toBe(0);
    }
    expect(await trips?.collection('trip_stops').countDocuments({ tripId: adasTrip })).toBe(0);
    const users = platform.services.users?.connection;
    expect(await users?.collection<{ _id: string }>('users').countDocuments({ _id: adaAccount.id })).toBe(0);
    for (const collection of ['sessions', 'user_stats', 'points_history', 'user_achievements']) {
      expect(await users?.collection(collection).countDocuments({ userId: adaAccount.id })).toBe(0);
    }

    expect(await exportOf(grace)).toEqual({ ...graceBefore, exportedAt: expect.any(String) });
  });

  it('is safe to ask twice: the second request finds no session and changes nothing', async () => {
    const graceBefore = await exportOf(grace);
    await expectMessage(await deleteAccount(ada, { password: adaAccount.password }), 401, 'Unauthorized');
    expect(await exportOf(grace)).toEqual({ ...graceBefore, exportedAt: expect.any(String) });
  });
});
