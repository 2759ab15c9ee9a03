import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Notify, ToastInput } from '../../lib/shell-contract';

/** Spec 9: one toast at a time, shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export interface ActiveToast extends ToastInput {
  id: number;
}

interface NotificationsState {
  toast: ActiveToast | null;
  notify: Notify;
  dismiss: () => void;
}

const NotificationsContext = createContext<NotificationsState | null>(null);

export function NotificationsProvider({
  children,
  durationMs = TOAST_DURATION_MS,
}: {
  children: ReactNode;
  durationMs?: number;
}) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);

  // A new toast replaces the current one (one at a time).
  const notify = useCallback<Notify>((input) => {
    setToast({ ...input, id: nextId.current++ });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(dismiss, durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, durationMs, dismiss]);

  const value = useMemo(() => ({ toast, notify, dismiss }), [toast, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

function useNotifications(): NotificationsState {
  const state = useContext(NotificationsContext);
  if (!state) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return state;
}

/** The shell's toast function; the same function is handed to remotes as `notify`. */
export function useNotify(): Notify {
  return useNotifications().notify;
}

export function useCurrentToast(): Pick<NotificationsState, 'toast' | 'dismiss'> {
  const { toast, dismiss } = useNotifications();
  return { toast, dismiss };
}
