// Which libraries the shell and every remote share as singletons. This list is part of the host/remote
// contract: a second copy of react-dom, react-router, @apollo/client or styled-components breaks context
// (router, Apollo client, theme) across the boundary, so host and remotes must agree on it exactly.
// `react-dom` does not cover `react-dom/client`, hence the `/`-suffixed entries for subpath imports.

/** Packages shared as one instance each; `name/` entries share every subpath of that package. */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@apollo/client',
  '@apollo/client/',
  'graphql',
  'styled-components',
] as const;

export interface SharedSingletonConfig {
  singleton: true;
  requiredVersion: string;
  eager: false;
}

/**
 * The `shared` option of a Module Federation config, with each package's required version taken from the
 * app's own package.json so a remote that drifts is reported by the runtime instead of silently duplicated.
 * Nothing is eager: every app mounts behind an async `import('./bootstrap')` boundary.
 */
export function sharedSingletons(
  dependencies: Record<string, string>,
): Record<string, SharedSingletonConfig> {
  const shared: Record<string, SharedSingletonConfig> = {};
  for (const key of SHARED_SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const requiredVersion = dependencies[name];
    if (!requiredVersion) throw new Error(`package.json must list ${name}: it is a shared singleton`);
    shared[key] = { singleton: true, requiredVersion, eager: false };
  }
  return shared;
}
