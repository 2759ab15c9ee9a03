import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useNotify } from '../../../components/notifications/notifications-provider';
import { useAuth } from '../../../lib/auth';
import type { RemoteModuleId, RemoteProps } from '../../../lib/shell-contract';
import { loadRemoteComponent, type LoadRemoteComponent } from '../api/remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

type SlotState =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<RemoteProps> } | { status: 'failed' };

/**
 * Mounts one exposed remote module in place, with the RemoteProps contract. Loading, load failure (offline
 * manifest, missing remote) and render crashes all stay inside this box; "Try again" re-attempts the load
 * (after a load failure) or re-mounts the component (after a crash).
 */
export function RemoteSlot({
  moduleId,
  loadComponent = loadRemoteComponent,
}: {
  moduleId: RemoteModuleId;
  loadComponent?: LoadRemoteComponent;
}) {
  const { user, refresh } = useAuth();
  const notify = useNotify();
  const [attempt, setAttempt] = useState(0);
  const [mountKey, setMountKey] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadComponent(moduleId, { isRetry: attempt > 0 }).then(
      (Component) => {
        if (active) setState({ status: 'ready', Component });
      },
      (error: unknown) => {
        console.error(`[byway] could not load ${moduleId}`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [moduleId, attempt, loadComponent]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const remount = useCallback(() => setMountKey((value) => value + 1), []);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') return <RemoteFallback onRetry={reload} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary key={mountKey} moduleId={moduleId} onRetry={remount}>
      <Component user={user} notify={notify} refreshUser={refresh} />
    </RemoteErrorBoundary>
  );
}
