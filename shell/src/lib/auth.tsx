import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toCurrentUser, type CurrentUser } from './shell-contract';
import { ApiError, apiRequest } from '@byway/web-ui';

/**
 * GET /api/auth/user. A 401 means signed out (not an error) and nothing is retried. Any other failure
 * (gateway down, a static server answering HTML) also leaves the visitor signed out, so public pages keep
 * working without the API.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const response = await apiRequest('GET', '/api/auth/user');
    return toCurrentUser(await response.json());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      console.warn('[byway] could not read the sign-in status; continuing signed out', error);
    }
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
