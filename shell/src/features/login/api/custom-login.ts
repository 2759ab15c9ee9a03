import { apiRequest } from '@byway/web-ui';

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
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const user = record.user;
  if (typeof user === 'object' && user !== null) {
    const completed = (user as Record<string, unknown>).profileCompleted;
    if (typeof completed === 'boolean') return completed;
  }
  return typeof record.profileCompleted === 'boolean' ? record.profileCompleted : null;
}

/** Signs in or up with email and password. Non-OK answers reject with ApiError; a network failure with TypeError. */
export async function customLogin(payload: CustomLoginPayload): Promise<CustomLoginResult> {
  const response = await apiRequest('POST', '/api/custom-login', payload);
  const body: unknown = await response.json().catch(() => null);
  return { profileCompleted: readProfileCompleted(body) };
}

/** Spec 7: sign-up, or a profile not completed yet, continues to onboarding; otherwise home. */
export function destinationAfterLogin(
  isSignUp: boolean,
  profileCompleted: boolean | null,
): '/onboarding' | '/' {
  return isSignUp || profileCompleted === false ? '/onboarding' : '/';
}
