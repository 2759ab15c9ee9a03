// Module Federation settings of the host. Remotes are NOT listed here: the shell reads /remotes.json at run
// time and registers them with the federation runtime (src/features/remotes/api), so a team ships its
// remote without rebuilding the shell.
import { readFileSync } from 'node:fs';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@byway/web-build/federation-shared';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

export const federation: FederationOptions = {
  name: 'shell',
  remotes: {},
  shared: sharedSingletons(pkg.dependencies),
  // 'version-first' (the default) loads every registered remote's entry up front to compare versions, so
  // one offline remote would break every page; 'loaded-first' loads a remote only when its area mounts.
  shareStrategy: 'loaded-first',
  runtimePlugins: ['./src/runtime-plugin/offline-remote.ts'],
  dts: false,
};
