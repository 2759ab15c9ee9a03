import { describe, expect, it } from 'vitest';
import { placesResponseSchema } from '@byway/contracts/rest';
import { CATALOGUE_PLACES_LIMIT, HIDDEN_GEM_CATEGORIES } from '@byway/contracts/rules';
import { platformSuite } from './support/platform-suite.js';

describe('REST adapter: GET /api/places', () => {
  const { platform, ada } = platformSuite({ signedUp: ['ada'] });

  it('answers catalogue places of the location for the interests, comma-separated', async () => {
    const response = await platform.api(
      ada,
      '/api/places?interests=hidden-natural,quirky-roadside&location=Utah',
    );
    expect(response.status).toBe(200);
    const places = placesResponseSchema.parse(await response.json());
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => place.state === 'Utah')).toBe(true);
    expect(places.every((place) => ['hidden-natural', 'quirky-roadside'].includes(place.category))).toBe(
      true,
    );
  });

  it('takes repeated interests, searches the whole country without a location, and stops at the limit', async () => {
    const query = HIDDEN_GEM_CATEGORIES.map((interest) => `interests=${interest}`).join('&');
    const response = await platform.api(ada, `/api/places?${query}`);
    expect(response.status).toBe(200);
    expect(placesResponseSchema.parse(await response.json())).toHaveLength(CATALOGUE_PLACES_LIMIT);
  });

  it.each([
    ['/api/places', 'interests'],
    ['/api/places?interests=', 'interests'],
    ['/api/places?interests=castles', 'interests.0'],
    ['/api/places?interests=nature&location=Atlantis', null],
    ['/api/places?interests=nature&location=Utah&location=Ohio', 'location'],
  ])('answers 400 to %s', async (path, field) => {
    const response = await platform.api(ada, path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues?: Array<{ path: string }> };
    expect(body.message).toBeTruthy();
    if (field) expect(body.issues?.map((issue) => issue.path)).toContain(field);
  });

  it('answers 401 to a signed-out caller', async () => {
    const response = await platform.api(platform.browser(), '/api/places?interests=nature');
    expect(response.status).toBe(401);
  });
});
