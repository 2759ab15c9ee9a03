import { useEffect } from 'react';
import { navigateAway } from '../../../lib/navigate';
import type { Notify, ToastInput } from '../../../lib/shell-contract';

/** The toast shows this long before the browser goes to /login (as the other signed-out redirects). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Toasts why, then sends the browser to /login with a full navigation (the shell re-reads the session). */
export function useLoginRedirect(toast: ToastInput | null, notify: Notify): void {
  useEffect(() => {
    if (!toast) return;
    notify(toast);
    const timer = window.setTimeout(() => navigateAway('/login'), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [toast, notify]);
}
