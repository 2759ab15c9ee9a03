import { toCurrentUser, type CurrentUser } from '@byway/contracts/remote-props';

/** Standalone runs only: the shell owns the sign-in status and passes `user` in RemoteProps. */
export async function fetchStandaloneUser(): Promise<CurrentUser | null> {
  try {
    // The probe that answers 200 signed out too (issue 21): no console error on a signed-out visit.
    const response = await fetch('/api/auth/session', { credentials: 'include' });
    if (!response.ok) return null;
    const status = (await response.json()) as { user?: unknown } | null;
    return toCurrentUser(status?.user ?? null);
  } catch {
    return null;
  }
}
