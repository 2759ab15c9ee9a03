import { beforeAll, describe, expect, it } from 'vitest';
import {
  achievementsResponseSchema,
  tripDetailSchema,
  tripSchema,
  userStatsResponseSchema,
} from '@byway/contracts/rest';
import { ACTIVITY_POINTS, DEFAULT_LEVEL } from '@byway/contracts/rules';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

describe('REST adapter: trip status, stats and achievements', () => {
  const { platform, ada, grace } = platformSuite();
  let tripId: number;

  beforeAll(async () => {
    tripId = (
      await createTrip(platform, ada, { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 2 })
    ).id;
  });

  const setStatus = (browser: Browser, status: unknown, id: number | string = tripId) =>
    platform.api(browser, `/api/trips/${id}/status`, { method: 'PATCH', json: { status } });
  const stats = async (browser: Browser) => {
    const response = await platform.api(browser, '/api/user-stats');
    expect(response.status).toBe(200);
    return userStatsResponseSchema.parse(await response.json());
  };

  it('answers 401 when signed out', async () => {
    const browser = platform.browser();
    for (const [method, pathname] of [
      ['PATCH', `/api/trips/${tripId}/status`],
      ['GET', '/api/achievements'],
    ] as const) {
      const response = await platform.api(browser, pathname, {
        method,
        ...(method === 'PATCH' ? { json: { status: 'in_progress' } } : {}),
      });
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 401 });
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('refuses a status outside the list, a missing one and a bad id with 400', async () => {
    const bad = await setStatus(ada, 'done');
    expect(bad.status).toBe(400);
    expect((await bad.json()) as { message: string }).toMatchObject({
      message: expect.stringContaining('planning, in_progress, completed'),
    });
    const missing = await platform.api(ada, `/api/trips/${tripId}/status`, { method: 'PATCH', json: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: expect.stringContaining('Status is required') });
    expect((await setStatus(ada, 'in_progress', 'abc')).status).toBe(400);
  });

  it("answers 404 for another traveller's trip and leaves it alone", async () => {
    const response = await setStatus(grace, 'in_progress');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Trip not found' });
    const trip = tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${tripId}`)).json());
    expect(trip.status).toBe('planning');
  });

  it('starts then completes the trip (no skipping, no going back) and the stats count it once', async () => {
    const skip = await setStatus(ada, 'completed');
    expect(skip.status).toBe(400);
    expect(await skip.json()).toEqual({ message: 'A trip that is planning cannot become completed' });

    const started = await setStatus(ada, 'in_progress');
    expect(started.status).toBe(200);
    expect(tripSchema.parse(await started.json())).toMatchObject({ id: tripId, status: 'in_progress' });

    for (let i = 0; i < 2; i += 1) {
      const completed = await setStatus(ada, 'completed');
      expect(completed.status).toBe(200);
      expect(tripSchema.parse(await completed.json()).status).toBe('completed');
    }
    expect((await setStatus(ada, 'planning')).status).toBe(400);

    expect(await stats(ada)).toEqual({
      // One trip planned, one completed, and today's visit (reading the stats is a visit).
      totalPoints:
        ACTIVITY_POINTS.trip_planned + ACTIVITY_POINTS.trip_completed + ACTIVITY_POINTS.daily_visit,
      level: 'Weekend Explorer',
      tripsPlanned: 1,
      tripsCompleted: 1,
      photosShared: 0,
    });
    expect(await stats(grace)).toMatchObject({
      totalPoints: ACTIVITY_POINTS.daily_visit,
      level: DEFAULT_LEVEL,
    });
  });

  it("answers the traveller's achievements with progress", async () => {
    const response = await platform.api(ada, '/api/achievements');
    expect(response.status).toBe(200);
    const achievements = achievementsResponseSchema.parse(await response.json());
    expect(achievements.length).toBeGreaterThanOrEqual(15);
    expect(achievements.find((a) => a.id === 'first-trip')).toMatchObject({ earned: true, progress: 1 });
    expect(achievements.find((a) => a.id === 'first-completed-trip')).toMatchObject({ earned: true });
    expect(achievements.find((a) => a.id === 'five-trips')).toMatchObject({
      earned: false,
      progress: 1,
      maxProgress: 5,
      earnedAt: null,
    });
  });
});
