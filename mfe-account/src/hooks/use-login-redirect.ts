import { useEffect } from 'react';
import { navigateAway } from '../lib/navigate';
import type { Notify, ToastInput } from '../lib/shell-contract';

/** Spec 6/8: the toast shows this long before the browser goes to /login. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export const UNAUTHORIZED_TOAST: ToastInput = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
};

/** While `active`: toasts 'Unauthorized', then sends the browser to /login (the shell re-reads the session). */
export function useLoginRedirect(active: boolean, notify: Notify): void {
  useEffect(() => {
    if (!active) return;
    notify(UNAUTHORIZED_TOAST);
    const timer = window.setTimeout(() => navigateAway('/login'), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, notify]);
}
