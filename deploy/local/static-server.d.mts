// Types of static-server.mjs for the TypeScript callers (tests).
export function serveStatic(options: {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  cors?: boolean;
  proxy?: { prefixes: string[]; target: string };
  /** WebSocket upgrades (and plain requests) under these prefixes go to `target` (the collaboration service). */
  websocketProxy?: { prefixes: string[]; target: string };
  remotes?: Record<string, string>;
}): Promise<{ url: string; close: () => Promise<void> }>;
