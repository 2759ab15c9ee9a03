// Module Federation settings of the mfe_account remote: what it exposes to the shell, and the libraries it
// shares with the shell as singletons (that list, part of the host/remote contract, is
// web-build/src/federation-shared.ts).
import { readFileSync } from 'node:fs';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@byway/web-build/federation-shared';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

export const federation: FederationOptions = {
  name: 'mfe_account',
  filename: 'remoteEntry.js',
  exposes: {
    // Default export: a React component taking RemoteProps (contracts/shell/remote-props.ts).
    './Profile': './src/app/profile.tsx',
    './Onboarding': './src/app/onboarding.tsx',
    './ProfileSetup': './src/app/profile-setup.tsx',
    './Achievements': './src/app/achievements.tsx',
  },
  shared: sharedSingletons(pkg.dependencies),
  shareStrategy: 'loaded-first',
  manifest: true,
  dts: false,
};
