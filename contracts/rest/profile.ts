import { z } from 'zod';

const MIN_INTERESTS = 3;
const MAX_INTERESTS = 20;

const choice = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(50, `${field} must be at most 50 characters`);

const interests = z
  .array(z.string({ error: 'Each interest must be text' }).trim().min(1).max(50), {
    error: 'Interests must be a list',
  })
  .min(MIN_INTERESTS, `Choose at least ${MIN_INTERESTS} interests`)
  .max(MAX_INTERESTS, `Choose at most ${MAX_INTERESTS} interests`);

/** `PATCH /api/profile`: the profile wizard's four answers (spec 5: at least 3 interests, one of each choice). */
export const updateProfileRequestSchema = z.object({
  interests,
  travelStyle: choice('Travel style'),
  preferredPace: choice('Preferred pace'),
  lodgingPreference: choice('Lodging preference'),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** `POST /api/complete-onboarding`: the onboarding wizard's five answers (each step needs a choice). */
export const completeOnboardingRequestSchema = updateProfileRequestSchema.extend({
  groupSize: choice('Group size'),
});
export type CompleteOnboardingRequest = z.input<typeof completeOnboardingRequestSchema>;
