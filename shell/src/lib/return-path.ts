import { RETURN_TO_PARAM, safeReturnPath } from '@byway/contracts/rules';

export { RETURN_TO_PARAM, safeReturnPath };

/** Where a signed-out visitor to `path` signs in: /login, naming the page to come back to. */
export function loginPathFrom(path: string): string {
  const back = safeReturnPath(path);
  return back ? `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: back })}` : '/login';
}

/** The third-party sign-in, asked to come back to `returnTo` (the gateway keeps it with its own checks). */
export function providerLoginPath(returnTo: string | null): string {
  return returnTo ? `/api/login?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : '/api/login';
}
