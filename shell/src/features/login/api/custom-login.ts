import { apiJson, jsonField } from '@byway/web-ui';
import { RETURN_TO_PARAM } from '../../../lib/return-path';

/** POST /api/custom-login body (spec 7). In sign-in mode the name fields are sent empty. */
export interface CustomLoginPayload {
  email: string;
  password: string;
  isSignUp: boolean;
  firstName: string;
  lastName: string;
}

export interface CustomLoginResult {
  /** user.profileCompleted from the answer; null when the answer does not say. */
  profileCompleted: boolean | null;
}

function readProfileCompleted(body: unknown): boolean | null {
  const completed = jsonField(jsonField(body, 'user'), 'profileCompleted');
  if (typeof completed === 'boolean') return completed;
  const top = jsonField(body, 'profileCompleted');
  return typeof top === 'boolean' ? top : null;
}

/** Signs in or up with email and password. Non-OK answers reject with ApiError; a network failure with TypeError. */
export async function customLogin(payload: CustomLoginPayload): Promise<CustomLoginResult> {
  return { profileCompleted: readProfileCompleted(await apiJson('POST', '/api/custom-login', payload)) };
}

/**
 * Spec 7: sign-up, or a profile not completed yet, continues to onboarding (then back); otherwise back to
 * the page the traveller was sent from (`returnTo`, already checked by safeReturnPath), or home.
 */
export function destinationAfterLogin(
  isSignUp: boolean,
  profileCompleted: boolean | null,
  returnTo: string | null = null,
): string {
  // Onboarding keeps the page to come back to, and goes there once the answers are saved.
  if (isSignUp || profileCompleted === false)
    return returnTo ? `/onboarding?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : '/onboarding';
  return returnTo ?? '/';
}
