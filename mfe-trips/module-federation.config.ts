// Module Federation settings of the mfe_trips remote: what it exposes to the shell, and the libraries it
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
  name: 'mfe_trips',
  filename: 'remoteEntry.js',
  exposes: {
    // Default export: a React component taking RemoteProps (contracts/shell/remote-props.ts).
    './Dashboard': './src/app/dashboard.tsx',
    './PublicTrip': './src/app/public-trip.tsx',
    './TripDetail': './src/app/trip-detail.tsx',
    './TripBuilder': './src/app/trip-builder.tsx',
    './Trips': './src/app/trips.tsx',
    './TestMap': './src/app/test-map.tsx',
  },
  shared: sharedSingletons(pkg.dependencies),
  shareStrategy: 'loaded-first',
  manifest: true,
  dts: false,
};
