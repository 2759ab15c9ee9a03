import { AppError, parseInput } from '@byway/kit';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
// The services' own input schemas, imported where they live: the test fails if one of them stops using
// the shared rule (or the rule drifts from what the planner accepts).
import { tripRequestSchema as plannerRequestSchema } from '../../services/ai/src/domain/planner/request.js';
import { TRIP_LIMITS as storedTripLimits } from '../../services/trips/src/data-access/models.js';
import { createTripInput as tripsServiceInput } from '../../services/trips/src/domain/schemas.js';
import { profileInput as usersServiceProfileInput } from '../../services/users/src/domain/schemas.js';
import { createTripRequestSchema, updateProfileRequestSchema } from '../rest/index.js';
import {
  ACCOMMODATION_CHOICES,
  ACCOMMODATION_LABELS,
  ACCOMMODATION_TYPES,
  BUDGET_LABELS,
  BUDGETS,
  normaliseBudget,
  SEASON_LABELS,
  SEASONS,
  TRIP_LIMITS,
  TRIP_PACK_DEFAULTS,
  TRIP_THEME_LABELS,
  TRIP_THEMES,
} from './index.js';

const TRIP = { startLocation: 'Denver, CO', endLocation: 'Moab, UT', totalDays: 5 };

/** What the 400 / BAD_USER_INPUT answer would carry: kit's parseInput message and issues. */
function refusal(schema: z.ZodType, input: unknown): { message: string; issues: unknown } {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
      return { message: error.message, issues: error.issues };
    }
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
}

describe('trip rules: REST and the trips service GraphQL input are one rule', () => {
  it.each([
    [{ accommodationType: 'castle' }, 'accommodationType', ACCOMMODATION_CHOICES],
    [{ season: 'monsoon' }, 'season', SEASONS],
    [{ budget: 'cheap' }, 'budget', BUDGETS],
    [{ themes: ['nature', 'castles'] }, 'themes.1', TRIP_THEMES],
    [{ theme: 'nature,castles' }, 'theme', TRIP_THEMES],
  ] as const)(
    'refuses %j on both paths with the same message, listing the allowed values',
    (patch, path, allowed) => {
      const rest = refusal(createTripRequestSchema, { ...TRIP, ...patch });
      const graphql = refusal(tripsServiceInput, { ...TRIP, ...patch });
      expect(rest).toEqual(graphql);
      expect(rest.message.startsWith(`${path}: `)).toBe(true);
      expect(rest.message).toContain(`must be one of ${allowed.join(', ')}`);
    },
  );

  it.each([
    [{ totalDays: TRIP_LIMITS.maxDays + 1 }, 'totalDays: Trip length (days) must be between 1 and 30'],
    [{ totalDays: 0 }, 'totalDays: Trip length (days) must be between 1 and 30'],
    [
      { travelPartySize: TRIP_LIMITS.maxPartySize + 1 },
      'travelPartySize: Travel party size must be between 1 and 50',
    ],
    [{ title: 'x'.repeat(501) }, 'title: Title must be at most 500 characters'],
    [{ startLocation: ' ' }, 'startLocation: Starting location is required'],
  ])('refuses %j on both paths with the same message', (patch, message) => {
    const rest = refusal(createTripRequestSchema, { ...TRIP, ...patch });
    expect(rest.message).toBe(message);
    expect(refusal(tripsServiceInput, { ...TRIP, ...patch })).toEqual(rest);
  });

  it('accepts the same trip the same way on both paths, with the spec defaults', () => {
    const input = {
      ...TRIP,
      totalDays: undefined,
      themes: ['nature', 'photography', 'nature'],
      accommodationType: ' glamping ',
      season: 'fall',
      budget: 'moderate',
      title: '',
    };
    // An old client's userId is accepted and dropped: the trip is always the caller's.
    const rest = createTripRequestSchema.parse({ ...input, userId: 'someone' });
    expect(rest).not.toHaveProperty('userId');
    expect(rest).toEqual(tripsServiceInput.parse(input));
    expect(rest).toMatchObject({
      totalDays: TRIP_LIMITS.defaultDays,
      travelPartySize: TRIP_LIMITS.defaultPartySize,
      themes: ['nature', 'photography'],
      accommodationType: 'glamping',
      title: undefined,
    });
  });

  it("accepts a trip pack's defaults: accommodation 'flexible' is a valid 'no preference'", () => {
    const pack = {
      ...TRIP,
      themes: ['scenic-drives'],
      season: 'summer',
      accommodationType: TRIP_PACK_DEFAULTS.accommodationType,
      budget: TRIP_PACK_DEFAULTS.budget,
      travelPartySize: TRIP_PACK_DEFAULTS.partySize,
    };
    expect(createTripRequestSchema.parse(pack)).toMatchObject({ accommodationType: 'flexible' });
    expect(tripsServiceInput.parse(pack)).toMatchObject({ accommodationType: 'flexible' });
  });

  it("reads the old budget name 'premium' as 'luxury' everywhere", () => {
    expect(createTripRequestSchema.parse({ ...TRIP, budget: 'premium' }).budget).toBe('luxury');
    expect(tripsServiceInput.parse({ ...TRIP, budget: 'premium' }).budget).toBe('luxury');
    expect(plannerRequestSchema.parse({ ...TRIP, budget: 'premium' }).budget).toBe('luxury');
    expect(normaliseBudget(' Premium ')).toBe('luxury');
    expect(normaliseBudget('cheap')).toBeNull();
  });

  it('the planner accepts every value a stored trip can hold, and refuses the others', () => {
    for (const accommodationType of ACCOMMODATION_CHOICES) {
      expect(plannerRequestSchema.safeParse({ ...TRIP, accommodationType }).success).toBe(true);
    }
    for (const season of SEASONS)
      expect(plannerRequestSchema.safeParse({ ...TRIP, season }).success).toBe(true);
    for (const budget of BUDGETS)
      expect(plannerRequestSchema.safeParse({ ...TRIP, budget }).success).toBe(true);
    expect(plannerRequestSchema.safeParse({ ...TRIP, themes: [...TRIP_THEMES] }).success).toBe(true);
    expect(plannerRequestSchema.safeParse({ ...TRIP, totalDays: TRIP_LIMITS.maxDays }).success).toBe(true);
    for (const bad of [
      { accommodationType: 'castle' },
      { season: 'monsoon' },
      { budget: 'cheap' },
      { themes: ['castles'] },
      { totalDays: TRIP_LIMITS.maxDays + 1 },
    ]) {
      expect(plannerRequestSchema.safeParse({ ...TRIP, ...bad }).success).toBe(false);
    }
  });

  it("the trips service's stored limits are the shared ones", () => {
    expect(TRIP_LIMITS).toMatchObject(storedTripLimits);
  });
});

describe('profile rules: REST and the users service are one rule', () => {
  const profile = {
    interests: ['nature-hikes', 'coffee', 'history'],
    travelStyle: 'explorer',
    preferredPace: 'slow',
    lodgingPreference: 'camping',
  };

  it.each([
    [{ preferredPace: 'sleepy' }, 'preferredPace: Preferred pace must be one of slow, moderate, fast'],
    [{ travelStyle: '  ' }, 'travelStyle: Travel style is required'],
    [{ interests: ['coffee', 'coffee', 'history'] }, 'interests: Choose at least 3 interests'],
  ])('refuses %j on both paths with the same message', (patch, message) => {
    const rest = refusal(updateProfileRequestSchema, { ...profile, ...patch });
    expect(rest.message).toBe(message);
    expect(refusal(usersServiceProfileInput, { ...profile, ...patch })).toEqual(rest);
  });

  it('refuses an unknown interest, listing the 16', () => {
    const { message } = refusal(updateProfileRequestSchema, {
      ...profile,
      interests: ['coffee', 'golf', 'history'],
    });
    expect(message).toMatch(
      /^interests\.1: Interest must be one of nature-hikes, hidden-gems, .*, spiritual$/,
    );
  });
});

describe('labels', () => {
  it('label every value, and nothing else', () => {
    const keys = (labels: object) => Object.keys(labels).sort();
    expect(keys(TRIP_THEME_LABELS)).toEqual([...TRIP_THEMES].sort());
    expect(keys(ACCOMMODATION_LABELS)).toEqual([...ACCOMMODATION_CHOICES].sort());
    expect(keys(SEASON_LABELS)).toEqual([...SEASONS].sort());
    expect(keys(BUDGET_LABELS)).toEqual([...BUDGETS].sort());
    expect(ACCOMMODATION_TYPES).toHaveLength(8);
    expect(TRIP_THEMES).toHaveLength(16);
  });
});
