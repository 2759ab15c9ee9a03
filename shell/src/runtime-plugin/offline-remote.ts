import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Applies when a remote cannot be loaded at all: /remotes.json names no such remote, its mf-manifest.json
// is unreachable or not a manifest, or its remoteEntry.js fails. Instead of letting loadRemote() reject
// deep inside the runtime (which could take the host down), the load resolves to an "offline" marker
// module; the shell's RemoteSlot turns that marker into the in-place "temporarily unavailable" fallback
// with a retry. Registered at build time (module-federation.config.ts), so it must not import React:
// it runs before the shared scope exists.

const OFFLINE = '__bywayOfflineRemote';

export interface OfflineRemoteModule {
  [OFFLINE]: true;
  id: string;
  error: unknown;
}

export function isOfflineRemote(value: unknown): value is OfflineRemoteModule {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[OFFLINE] === true;
}

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'byway-offline-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (manifest fetch, share init) rethrow into loadRemote's own catch, which calls
      // this hook again with 'onLoad': answering there once covers every failure path.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[byway] remote module ${id} is unavailable`, error);
      const offline: OfflineRemoteModule = { [OFFLINE]: true, id, error };
      return offline;
    },
  };
}
