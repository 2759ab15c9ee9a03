// Types of page-headers.mjs for the TypeScript callers (tests).
export function contentSecurityDirectives(remoteOrigins: readonly string[]): [string, string[]][];
export function pageHeaders(options?: {
  remoteOrigins?: readonly string[];
  remote?: boolean;
}): [string, string][];
export function remoteOriginsOf(remotes: Record<string, string>): string[];
