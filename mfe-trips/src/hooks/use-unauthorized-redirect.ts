import { ApolloError } from '@apollo/client';
import { useEffect } from 'react';
import { navigateAway } from '../lib/navigate';
import type { Notify } from '../lib/shell-contract';

/** Spec 6/8: a dashboard that finds the session gone waits this long after the toast, then signs in again. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/** True when the gateway refused the query because nobody is signed in (GraphQL code or HTTP 401). */
export function isUnauthenticated(error: unknown): boolean {
  if (!(error instanceof ApolloError)) return false;
  if (error.graphQLErrors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')) return true;
  const network = error.networkError as { statusCode?: number } | null;
  return network?.statusCode === 401;
}

/** Toasts 'Unauthorized' and, 500 ms later, sends the browser to /api/login. */
export function useUnauthorizedRedirect(active: boolean, notify: Notify): void {
  useEffect(() => {
    if (!active) return;
    notify({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    const timer = window.setTimeout(() => navigateAway('/api/login'), UNAUTHORIZED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, notify]);
}
