import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { CATALOGUE_PLACES_LIMIT, HIDDEN_GEM_CATEGORIES } from '@byway/contracts/rules';
import { useAiService } from './support/ai-service.js';

const PLACES = `query($interests: [String!]!, $location: String) {
  places(interests: $interests, location: $location) {
    id name description category themes city state latitude longitude hiddenGem
  }
}`;

interface Place {
  id: string;
  name: string;
  category: string;
  themes: string[];
  state: string;
  latitude: number;
  longitude: number;
  hiddenGem: boolean;
}

describe('places: catalogue places for the chosen interests', () => {
  const service = useAiService({ OPENAI_API_KEY: '' });
  const traveller = callerFor(randomUUID());

  const places = (variables: Record<string, unknown>, caller = traveller) =>
    callSubgraph<{ places: Place[] }>(service.url, PLACES, variables, caller);

  it('answers places of the state that match an interest, hidden gems first, with where they are', async () => {
    const result = await places({ interests: ['history-landmarks', 'breweries'], location: 'Colorado' });
    expect(result.errors).toBeUndefined();
    const found = result.data!.places;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((place) => place.state === 'Colorado')).toBe(true);
    expect(found.every((place) => ['history-landmarks', 'breweries'].includes(place.category))).toBe(true);
    expect(
      found.filter((place) => place.category === 'breweries').every((p) => p.themes.includes('breweries')),
    ).toBe(true);
    // Colorado spans about 37-41 N, 102-109 W.
    expect(found.every((place) => place.latitude > 36.9 && place.latitude < 41.1)).toBe(true);
    expect(found.every((place) => place.longitude > -109.1 && place.longitude < -102)).toBe(true);
    const firstOrdinary = found.findIndex((place) => !place.hiddenGem);
    if (firstOrdinary >= 0) expect(found.slice(firstOrdinary).every((place) => !place.hiddenGem)).toBe(true);
    expect(new Set(found.map((place) => place.id)).size).toBe(found.length);
  });

  it('searches the whole country without a location, never answering more than the limit', async () => {
    const result = await places({ interests: [...HIDDEN_GEM_CATEGORIES] });
    expect(result.errors).toBeUndefined();
    expect(result.data!.places).toHaveLength(CATALOGUE_PLACES_LIMIT);
    expect(new Set(result.data!.places.map((place) => place.state)).size).toBeGreaterThan(5);
  });

  it.each([
    [{ interests: [] }, 'Choose at least one interest'],
    [{ interests: ['castles'] }, 'Interest must be one of'],
    [{ interests: ['nature'], location: 'Atlantis' }, '"Atlantis" is not one of the hidden-gem locations'],
  ])('refuses %j as BAD_USER_INPUT', async (variables, message) => {
    const result = await places(variables);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain(message);
  });

  it('is for signed-in travellers', async () => {
    const result = await places({ interests: ['nature'] }, callerFor(null));
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
