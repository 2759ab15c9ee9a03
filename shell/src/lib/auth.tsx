import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toCurrentUser, type CurrentUser } from './shell-contract';
import { apiRequest } from '@byway/web-ui';

/**
 * GET /api/auth/session: 200 signed in or not, so a signed-out visit logs no error (issue 21; the spec's
 * /api/auth/user answers 401 then). Any failure (gateway down, a static server answering HTML) also leaves
 * the visitor signed out, so public pages keep working without the API.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const response = await apiRequest('GET', '/api/auth/session');
    const status = (await response.json()) as { user?: unknown } | null;
    return toCurrentUser(status?.user ?? null);
  } catch (error) {
    console.warn('[byway] could not read the sign-in status; continuing signed out', error);
    return null;
  }
}

export interface AuthState {
  user: CurrentUser | null;
  status: 'loading' | 'ready';
  /** Re-reads the sign-in status (after sign-in) and returns the user. */
  refresh: () => Promise<CurrentUser | null>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({
  children,
  loadUser = fetchCurrentUser,
}: {
  children: ReactNode;
  loadUser?: () => Promise<CurrentUser | null>;
}) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [status, setStatus] = useState<AuthState['status']>('loading');

  useEffect(() => {
    let active = true;
    void loadUser().then((loaded) => {
      if (!active) return;
      setUser(loaded);
      setStatus('ready');
    });
    return () => {
      active = false;
    };
  }, [loadUser]);

  const refresh = useCallback(async () => {
    const loaded = await loadUser();
    setUser(loaded);
    setStatus('ready');
    return loaded;
  }, [loadUser]);

  const value = useMemo<AuthState>(() => ({ user, status, refresh }), [user, status, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
