import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hiddenGemsResponseSchema,
  smartRecommendationsResponseSchema,
  stopAnalysisSchema,
  tripDetailSchema,
} from '@byway/contracts/rest';
import { signUp } from './support/platform.js';
import { createTrip, platformSuite } from './support/platform-suite.js';
import type { Browser } from './support/browser.js';

/** The AI service through the REST adapter (offline planner), with the real trips and users services. */
const { platform, ada, grace, anonymous } = platformSuite();
let tripId: number;
let firstStops: string[];

beforeAll(async () => {
  const trip = await createTrip(platform, ada, {
    startLocation: 'Denver, CO',
    endLocation: 'Moab, UT',
    totalDays: 4,
    themes: ['nature', 'photography'],
    season: 'summer',
  });
  tripId = trip.id;
  firstStops = trip.stops.map((stop) => stop.name);
});

const post = (browser: Browser, path: string, json?: unknown) =>
  platform.api(browser, path, { method: 'POST', ...(json === undefined ? {} : { json }) });

describe('REST adapter: planner paths: trips and their plans', () => {
  describe('POST /api/trips with places we cannot find', () => {
    it.each([
      ['Qwzxville Nowhere', 'Qwzxville Nowhere'],
      ['Springfield', 'Springfield, MO'],
    ])('answers 400 naming "%s" and creates nothing', async (startLocation, named) => {
      const response = await post(ada, '/api/trips', {
        startLocation,
        endLocation: 'Moab, UT',
        totalDays: 3,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string };
      expect(body.message).toContain(startLocation);
      expect(body.message).toContain(named);
    });

    it('refuses a drive that cannot fit in the days', async () => {
      const response = await post(ada, '/api/trips', {
        startLocation: 'Seattle, WA',
        endLocation: 'Miami, FL',
        totalDays: 1,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /hours of driving.*Choose at least \d+ days/,
      );
    });
  });

  describe('GET /api/trips/plan-progress/{id}', () => {
    it('streams the planner’s real steps while a trip is created, to its traveller only', async () => {
      const progressId = randomUUID();
      const stream = await platform.api(ada, `/api/trips/plan-progress/${progressId}`);
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const created = await post(ada, '/api/trips', {
        startLocation: 'Austin, TX',
        endLocation: 'San Antonio, TX',
        totalDays: 2,
        progressId,
      });
      expect(created.status).toBe(201);
      const text = await stream.text();
      const events = [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
      expect(events).toEqual(['started', 'day', 'day', 'done']);
      expect(text).toContain('"planner":"offline"');

      // Someone else's id tells them nothing: the stream ends with no events.
      const other = await platform.api(grace, `/api/trips/plan-progress/${progressId}`);
      expect(other.status).toBe(200);
      expect(await other.text()).toBe('');
    });

    it('checks the id and the session', async () => {
      expect((await platform.api(ada, '/api/trips/plan-progress/not-a-uuid')).status).toBe(400);
      expect((await platform.api(anonymous, `/api/trips/plan-progress/${randomUUID()}`)).status).toBe(401);
      const bad = await post(ada, '/api/trips', {
        startLocation: 'Austin, TX',
        endLocation: 'Waco, TX',
        progressId: 'x',
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('POST /api/trips/{id}/regenerate', () => {
    it('replaces the itinerary with a different one', async () => {
      const response = await post(ada, `/api/trips/${tripId}/regenerate`);
      expect(response.status).toBe(200);
      const trip = tripDetailSchema.parse(await response.json());
      expect(trip.routeOptions).toHaveLength(3);
      expect(trip.stops.map((stop) => stop.name)).not.toEqual(firstStops);
      const reread = tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${tripId}`)).json());
      expect(reread.stops.map((stop) => stop.name)).toEqual(trip.stops.map((stop) => stop.name));
    });

    it("answers another traveller's trip as not found, and checks the id and the session", async () => {
      const other = await post(grace, `/api/trips/${tripId}/regenerate`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ message: 'Trip not found' });
      expect((await post(ada, '/api/trips/abc/regenerate')).status).toBe(400);
      expect((await post(anonymous, `/api/trips/${tripId}/regenerate`)).status).toBe(401);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a bodiless or text/plain regenerate from another site and changes nothing', async () => {
      const before = tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${tripId}`)).json());
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://evil.example', 'content-type': 'text/plain' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const response = await platform.api(ada, `/api/trips/${tripId}/regenerate`, {
          method: 'POST',
          headers,
        });
        expect(response.status).toBe(403);
      }
      const after = tripDetailSchema.parse(await (await platform.api(ada, `/api/trips/${tripId}`)).json());
      expect(after.stops.map((stop) => stop.name)).toEqual(before.stops.map((stop) => stop.name));
    });

    it('keeps GET /api/logout for our own link, and refuses it from another site', async () => {
      const traveller = platform.browser();
      await signUp(platform, traveller);
      const fromElsewhere = await platform.api(traveller, '/api/logout', {
        headers: { 'sec-fetch-site': 'cross-site' },
        redirect: 'manual',
      });
      expect(fromElsewhere.status).toBe(403);
      expect((await platform.api(traveller, '/api/auth/user')).status).toBe(200);
      const ours = await platform.api(traveller, '/api/logout', {
        headers: { 'sec-fetch-site': 'same-origin' },
        redirect: 'manual',
      });
      expect(ours.status).toBeLessThan(400);
      expect((await platform.api(traveller, '/api/auth/user')).status).toBe(401);
    });
  });
});

describe("REST adapter: planner paths: the AI's answers", () => {
  describe('GET /api/trips/{id}/smart-recommendations', () => {
    it('lists advice for the trip with confidence and metadata', async () => {
      const response = await platform.api(ada, `/api/trips/${tripId}/smart-recommendations`);
      expect(response.status).toBe(200);
      const list = smartRecommendationsResponseSchema.parse(await response.json());
      expect(list.length).toBeGreaterThan(0);
      const weather = list.find((item) => item.recommendationType === 'weather_alternative');
      expect(weather?.metadata).toMatchObject({
        temperature: expect.any(Number),
        precipitation: expect.any(Number),
      });
      expect(list.map((item) => item.location).join(' ')).toMatch(/Colorado|Utah/);
    });

    it("is a 404 for another traveller's trip and a 401 when signed out", async () => {
      expect((await platform.api(grace, `/api/trips/${tripId}/smart-recommendations`)).status).toBe(404);
      expect((await platform.api(anonymous, `/api/trips/${tripId}/smart-recommendations`)).status).toBe(401);
    });
  });

  describe('POST /api/analyze-stop', () => {
    it('analyses a catalogue place with every section of the stop dialog', async () => {
      const response = await post(ada, '/api/analyze-stop', {
        name: 'Arches National Park',
        address: 'Moab, UT',
        category: 'nature',
      });
      expect(response.status).toBe(200);
      const analysis = stopAnalysisSchema.parse(await response.json());
      expect(analysis.location).toContain('Moab');
      expect(analysis.highlights.length).toBeGreaterThan(0);
      expect(analysis.nearbyAttractions.length).toBeGreaterThan(0);
      expect(analysis.localCulture).not.toBe('');
    });

    it('analyses a town-level stop by its address, and names what it cannot find', async () => {
      const town = await post(ada, '/api/analyze-stop', {
        name: 'Lunch in downtown Green River',
        address: 'Green River, UT',
      });
      expect(town.status).toBe(200);
      expect(stopAnalysisSchema.parse(await town.json()).location).toContain('Green River');
      const unknown = await post(ada, '/api/analyze-stop', { name: 'Qwzx Plinth' });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { message: string }).message).toContain('Qwzx Plinth');
      expect((await post(ada, '/api/analyze-stop', { name: '' })).status).toBe(400);
      expect((await post(anonymous, '/api/analyze-stop', { name: 'Arches National Park' })).status).toBe(401);
    });
  });

  describe('POST /api/generate-hidden-gems', () => {
    it('answers hidden gems in the chosen state with up to 3 special features', async () => {
      const response = await post(ada, '/api/generate-hidden-gems', {
        interests: ['hidden-natural', 'quirky-roadside'],
        location: 'Utah',
        season: 'fall',
      });
      expect(response.status).toBe(200);
      const { hiddenGems } = hiddenGemsResponseSchema.parse(await response.json());
      expect(hiddenGems.length).toBeGreaterThan(0);
      expect(hiddenGems.every((gem) => gem.state === 'Utah')).toBe(true);
      expect(hiddenGems.every((gem) => ['hidden-natural', 'quirky-roadside'].includes(gem.category))).toBe(
        true,
      );
    });

    it('validates interests, location and the session', async () => {
      expect((await post(ada, '/api/generate-hidden-gems', { interests: [] })).status).toBe(400);
      expect(
        (await post(ada, '/api/generate-hidden-gems', { interests: ['nature-hikes'], location: 'Atlantis' }))
          .status,
      ).toBe(400);
      expect(
        (await post(anonymous, '/api/generate-hidden-gems', { interests: ['nature-hikes'] })).status,
      ).toBe(401);
    });
  });
});
