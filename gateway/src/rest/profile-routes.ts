import { Router } from 'express';
import { parseInput } from '@byway/kit';
import { completeOnboardingRequestSchema, updateProfileRequestSchema } from '@byway/contracts/rest';
import { execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import {
  COMPLETE_ONBOARDING,
  UPDATE_PROFILE,
  type CompleteOnboardingResult,
  type UpdateProfileResult,
} from './operations.js';

/** The profile wizard and onboarding saves (spec 7); both answer the updated user. */
export function profileRoutes(deps: RestDeps): Router {
  const router = Router();

  router.patch('/profile', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(updateProfileRequestSchema, req.body ?? {});
    const { updateProfile } = await execute<UpdateProfileResult>(deps, res, UPDATE_PROFILE, { input });
    await sendJson(deps, res, 200, updateProfile);
  });

  router.post('/complete-onboarding', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(completeOnboardingRequestSchema, req.body ?? {});
    const { completeOnboarding } = await execute<CompleteOnboardingResult>(deps, res, COMPLETE_ONBOARDING, {
      input,
    });
    await sendJson(deps, res, 200, completeOnboarding);
  });

  return router;
}
