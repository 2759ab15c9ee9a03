import { describe, expect, it } from 'vitest';
import { placeCheckSchema, placeSuggestionsResponseSchema } from '@byway/contracts/rest';
import { PLACE_SUGGESTION_LIMIT } from '@byway/contracts/rules';
import { platformSuite } from './support/platform-suite.js';

describe('REST adapter: GET /api/places/suggest and /api/places/check (the trip builder’s step 1)', () => {
  const { platform, ada } = platformSuite({ signedUp: ['ada'] });
  /** The check's verdict on `text`. */
  const check = async (text: string) =>
    placeCheckSchema.parse(
      await (await platform.api(ada, `/api/places/check?q=${encodeURIComponent(text)}`)).json(),
    );
  /** A verdict of a place the planner knows, labelled `label`. */
  const known = (label: string) => ({ ok: true, label, message: null, options: [] });

  it('suggests places for what was typed, each with a label the check accepts', async () => {
    const response = await platform.api(ada, '/api/places/suggest?q=Springf');
    expect(response.status).toBe(200);
    const suggestions = placeSuggestionsResponseSchema.parse(await response.json());
    expect(suggestions.length).toBeLessThanOrEqual(PLACE_SUGGESTION_LIMIT);
    expect(suggestions.slice(0, 3).map((place) => place.label)).toEqual([
      'Springfield, MO',
      'Springfield, MA',
      'Springfield, IL',
    ]);
    expect(await check('Springfield, IL')).toEqual(known('Springfield, IL'));
  });

  it('finds a town abroad by its everyday name and country code, labelled as people say it', async () => {
    expect(await check('Frankfurt, DE')).toEqual(known('Frankfurt, Germany'));
  });

  it('answers a name of several places with the labels to pick, and an unknown one with its message', async () => {
    const several = await check('Springfield');
    expect(several).toMatchObject({
      ok: false,
      label: null,
      options: ['Springfield, MO', 'Springfield, MA', 'Springfield, IL'],
    });
    const unknown = await check('Xqzvplk');
    expect(unknown).toEqual({
      ok: false,
      label: null,
      // Nothing in the text says which country: an example from each side.
      message: `We couldn't find "Xqzvplk". Try a town with its state or country, like "Austin, TX" or "Lyon, France", or a national park.`,
      options: [],
    });
  });

  it.each([
    '/api/places/suggest',
    '/api/places/suggest?q=',
    '/api/places/check?q=%20%20',
    `/api/places/check?q=${'x'.repeat(201)}`,
    '/api/places/check?q=Denver&q=Moab',
  ])('answers 400 to %s', async (path) => {
    const response = await platform.api(ada, path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues?: Array<{ path: string }> };
    expect(body.message).toBeTruthy();
    expect(body.issues?.map((issue) => issue.path)).toContain('q');
  });

  it('answers 401 to a signed-out caller', async () => {
    for (const path of ['/api/places/suggest?q=Den', '/api/places/check?q=Denver']) {
      expect((await platform.api(platform.browser(), path)).status).toBe(401);
    }
  });
});
