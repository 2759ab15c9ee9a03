import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteModuleId, RemoteProps } from '../../../lib/shell-contract';
import { isOfflineRemote } from '../../../runtime-plugin/offline-remote';

/** Where the shell learns, at run time, which mf-manifest.json each remote is served from. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

/** `{ "mfe_trips": "https://.../mf-manifest.json", ... }` */
export type RemoteManifestMap = Record<string, string>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    readonly reason: unknown,
  ) {
    super(`Remote module ${moduleId} is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

export function parseRemoteManifestMap(value: unknown): RemoteManifestMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${REMOTES_MANIFEST_URL} must be an object of remote name -> manifest URL`);
  }
  const map: RemoteManifestMap = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry === 'string' && entry) map[name] = entry;
  }
  return map;
}

export async function fetchRemoteManifestMap(): Promise<RemoteManifestMap> {
  const response = await fetch(REMOTES_MANIFEST_URL, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return parseRemoteManifestMap(await response.json());
}

let registration: Promise<RemoteManifestMap> | null = null;

/** Fetches /remotes.json once and registers every remote; a failed fetch is retried on the next call. */
function ensureRemotesRegistered(): Promise<RemoteManifestMap> {
  if (!registration) {
    const pending = fetchRemoteManifestMap().then((map) => {
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
      return map;
    });
    registration = pending;
    pending.catch(() => {
      if (registration === pending) registration = null;
    });
  }
  return registration;
}

/**
 * Loads the default export of an exposed remote module, e.g. `mfe_trips/Dashboard`. Rejects with
 * RemoteUnavailableError when the remote cannot be reached; `isRetry` re-registers that remote first, which
 * drops the runtime's cached failure (a failed remoteEntry.js promise is otherwise kept for the page's life).
 */
export async function loadRemoteComponent(
  id: RemoteModuleId,
  { isRetry }: { isRetry: boolean },
): Promise<ComponentType<RemoteProps>> {
  let map: RemoteManifestMap;
  try {
    map = await ensureRemotesRegistered();
  } catch (error) {
    throw new RemoteUnavailableError(id, error);
  }
  const remoteName = id.slice(0, id.indexOf('/'));
  const entry = map[remoteName];
  if (!entry) throw new RemoteUnavailableError(id, `${REMOTES_MANIFEST_URL} has no entry for ${remoteName}`);
  if (isRetry) registerRemotes([{ name: remoteName, entry }], { force: true });

  const loaded = await loadRemote<unknown>(id).catch((error: unknown) => {
    throw new RemoteUnavailableError(id, error);
  });
  if (isOfflineRemote(loaded)) throw new RemoteUnavailableError(id, loaded.error);
  const component = (loaded as { default?: unknown } | null)?.default;
  // A component is a function, or an object for memo/forwardRef wrappers.
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new RemoteUnavailableError(id, 'the exposed module has no default export');
  }
  return component as ComponentType<RemoteProps>;
}

export type LoadRemoteComponent = typeof loadRemoteComponent;
