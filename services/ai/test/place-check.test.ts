import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { useOfflineAiService } from './support/ai-service.js';

// The trip builder's step 1 on the ai subgraph: suggestions while typing and the planner's verdict on a place.
const SUGGEST = `query ($text: String!) { placeSuggestions(text: $text) { label name kind country latitude longitude } }`;
const CHECK = `query ($text: String!) { placeCheck(text: $text) { ok label message options } }`;

describe('ai subgraph: placeSuggestions and placeCheck', () => {
  const service = useOfflineAiService();
  const ada = callerFor('ada');

  it('suggests towns and landmarks for what was typed, best first, at most 8', async () => {
    const result = await callSubgraph<{
      placeSuggestions: Array<{ label: string; kind: string; country: string; latitude: number }>;
    }>(service.url, SUGGEST, { text: 'Springfi' }, ada);
    const suggestions = result.data!.placeSuggestions;
    expect(suggestions.slice(0, 3).map((place) => place.label)).toEqual([
      'Springfield, MO',
      'Springfield, MA',
      'Springfield, IL',
    ]);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toMatchObject({ kind: 'town', country: 'US', latitude: expect.closeTo(37.2, 1) });

    const arches = await callSubgraph<{ placeSuggestions: Array<{ label: string; kind: string }> }>(
      service.url,
      SUGGEST,
      { text: 'Arches' },
      ada,
    );
    expect(arches.data!.placeSuggestions[0]).toMatchObject({
      label: 'Arches National Park, UT',
      kind: 'landmark',
    });
  });

  it('checks a place by the planner’s rules: found, several places to pick from, or unknown', async () => {
    const check = async (text: string) =>
      (await callSubgraph<{ placeCheck: unknown }>(service.url, CHECK, { text }, ada)).data!.placeCheck;

    expect(await check(' portland ')).toEqual({
      ok: true,
      label: 'Portland, OR',
      message: null,
      options: [],
    });
    expect(await check('Springfield')).toEqual({
      ok: false,
      label: null,
      message: expect.stringContaining('"Springfield" could mean'),
      options: ['Springfield, MO', 'Springfield, MA', 'Springfield, IL'],
    });
    expect(await check('Springfield, IL')).toMatchObject({ ok: true, label: 'Springfield, IL' });
    // Issue 19: a town abroad by its everyday name and its country, labelled as people say it.
    expect(await check('Frankfurt, Germany')).toMatchObject({ ok: true, label: 'Frankfurt, Germany' });
    expect(await check('Xqzvplk, Germany')).toMatchObject({
      ok: false,
      message: `We couldn't find "Xqzvplk, Germany". Try a town and country, like "Berlin, Germany", or a national park.`,
    });
    expect(await check('Xqzvplk')).toEqual({
      ok: false,
      label: null,
      // Nothing in the text says which country: an example from each side.
      message: `We couldn't find "Xqzvplk". Try a town with its state or country, like "Austin, TX" or "Lyon, France", or a national park.`,
      options: [],
    });
  });

  it('refuses blank and over-long text with BAD_USER_INPUT', async () => {
    for (const query of [SUGGEST, CHECK]) {
      for (const text of ['   ', 'x'.repeat(201)]) {
        const result = await callSubgraph(service.url, query, { text }, ada);
        expect(result.data).toBeNull();
        expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    }
  });

  it('answers signed-in travellers only', async () => {
    for (const query of [SUGGEST, CHECK]) {
      const result = await callSubgraph(service.url, query, { text: 'Denver' }, callerFor(null));
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('ai subgraph: routeCheck (issue 21: Denver to Paris was refused only at the last step)', () => {
  const service = useOfflineAiService();
  const ada = callerFor('ada');
  const ROUTE = `query ($from: String!, $to: String!) { routeCheck(from: $from, to: $to) { ok message } }`;
  const routeCheck = async (from: string, to: string, caller = ada) =>
    callSubgraph<{ routeCheck: { ok: boolean; message: string | null } }>(
      service.url,
      ROUTE,
      { from, to },
      caller,
    );

  it('answers whether a car can get from one place to the other, in the planner’s words', async () => {
    expect((await routeCheck('Denver, CO', 'Moab, UT')).data!.routeCheck).toEqual({
      ok: true,
      message: null,
    });
    // Across a land border of one road network, and over a car ferry.
    expect((await routeCheck('Seattle, WA', 'Vancouver, BC')).data!.routeCheck.ok).toBe(true);
    expect((await routeCheck('Wellington', 'Christchurch')).data!.routeCheck.ok).toBe(true);

    const paris = (await routeCheck('Denver, CO', 'Paris, France')).data!.routeCheck;
    expect(paris.ok).toBe(false);
    expect(paris.message).toMatch(/^There is no road trip between "Denver, CO" and "Paris, France"\./);
    const hawaii = (await routeCheck('Honolulu, HI', 'Los Angeles, CA')).data!.routeCheck;
    expect(hawaii.ok).toBe(false);
  });

  it('leaves unknown places to placeCheck, and asks for a signed-in traveller', async () => {
    expect((await routeCheck('Nowhereville Zzz', 'Paris, France')).data!.routeCheck).toEqual({
      ok: true,
      message: null,
    });
    const anonymous = await routeCheck('Denver, CO', 'Paris, France', callerFor(null));
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
