import type { z } from 'zod';
import { onboardingInputSchema, profileInputSchema } from '../rules/index.js';

/**
 * `PATCH /api/profile`: the profile wizard's four answers (spec 5: at least 3 of the 16 interests, one of
 * each choice). The rule is contracts/rules' profileInputSchema, the one the users service parses with.
 */
export const updateProfileRequestSchema = profileInputSchema;
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** `POST /api/complete-onboarding`: the onboarding wizard's five answers (each step needs a choice). */
export const completeOnboardingRequestSchema = onboardingInputSchema;
export type CompleteOnboardingRequest = z.input<typeof completeOnboardingRequestSchema>;
