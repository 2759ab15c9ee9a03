import { z } from 'zod';
import { GROUP_SIZES, LODGING_PREFERENCES, PACES, PROFILE_INTERESTS, TRAVEL_STYLES } from './enumerations.js';
import { profileInterestSchema, requiredChoice } from './schemas.js';
import { PROFILE_LIMITS } from './trip-limits.js';

/** At least 3 of the 16 interests (spec 5); repeats are dropped before counting. */
export const profileInterestsSchema = z
  .array(profileInterestSchema, { error: 'Interests must be a list' })
  .max(PROFILE_INTERESTS.length, `Choose at most ${PROFILE_INTERESTS.length} interests`)
  .transform((list) => [...new Set(list)])
  .refine(
    (list) => list.length >= PROFILE_LIMITS.minInterests,
    `Choose at least ${PROFILE_LIMITS.minInterests} interests`,
  );

/**
 * The profile wizard's four answers (PATCH /api/profile, GraphQL updateProfile): the one rule for both,
 * so the REST adapter and the users service refuse the same values with the same message.
 */
export const profileInputSchema = z.object({
  interests: profileInterestsSchema,
  travelStyle: requiredChoice('Travel style', TRAVEL_STYLES),
  preferredPace: requiredChoice('Preferred pace', PACES),
  lodgingPreference: requiredChoice('Lodging preference', LODGING_PREFERENCES),
});

/** Onboarding's five answers (POST /api/complete-onboarding, GraphQL completeOnboarding): each step needs one. */
export const onboardingInputSchema = profileInputSchema.extend({
  groupSize: requiredChoice('Group size', GROUP_SIZES),
});
