import { toCurrentUser, type CurrentUser } from '@byway/contracts/remote-props';

/** Standalone runs only: the shell owns the sign-in status and passes `user` in RemoteProps. */
export async function fetchStandaloneUser(): Promise<CurrentUser | null> {
  try {
    const response = await fetch('/api/auth/user', { credentials: 'include' });
    if (!response.ok) return null;
    return toCurrentUser(await response.json());
  } catch {
    return null;
  }
}
