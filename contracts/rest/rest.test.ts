import { describe, expect, it } from 'vitest';
import {
  completeOnboardingRequestSchema,
  createTripRequestSchema,
  customLoginRequestSchema,
  tripIdParamSchema,
} from './index.js';

describe('REST request shapes', () => {
  it('custom-login: strings only, names required for sign-up', () => {
    expect(customLoginRequestSchema.safeParse({ email: { $ne: null }, password: 'x' }).success).toBe(false);
    expect(customLoginRequestSchema.parse({ email: ' a@b.test ', password: 'pw' })).toEqual({
      email: 'a@b.test',
      password: 'pw',
      isSignUp: false,
    });
    const signUp = customLoginRequestSchema.safeParse({ email: 'a@b.test', password: 'pw', isSignUp: true });
    expect(signUp.success).toBe(false);
    expect(signUp.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['firstName', 'lastName']);
  });

  it('trips: limits of spec 5, defaults, numeric strings, userId dropped', () => {
    const parsed = createTripRequestSchema.parse({
      startLocation: 'A',
      endLocation: 'B',
      totalDays: '30',
      userId: 'x',
      title: '',
    });
    expect(parsed).toMatchObject({ totalDays: 30, travelPartySize: 2, title: undefined });
    expect(parsed).not.toHaveProperty('userId');
    for (const bad of [
      { totalDays: 0 },
      { totalDays: 31 },
      { travelPartySize: 51 },
      { totalDays: '7 days' },
    ]) {
      expect(
        createTripRequestSchema.safeParse({ startLocation: 'A', endLocation: 'B', ...bad }).success,
      ).toBe(false);
    }
  });

  it('trip ids: positive whole numbers in the GraphQL Int range', () => {
    expect(tripIdParamSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '2147483648', '']) {
      expect(tripIdParamSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('onboarding: at least 3 interests and every choice', () => {
    const ok = {
      interests: ['coffee', 'history', 'spiritual'],
      travelStyle: 'foodie',
      preferredPace: 'slow',
      lodgingPreference: 'camping',
      groupSize: 'solo',
    };
    expect(completeOnboardingRequestSchema.safeParse(ok).success).toBe(true);
    expect(
      completeOnboardingRequestSchema.safeParse({ ...ok, interests: ['coffee', 'history'] }).success,
    ).toBe(false);
    expect(completeOnboardingRequestSchema.safeParse({ ...ok, groupSize: undefined }).success).toBe(false);
  });
});
