// Types of platform.mjs for the TypeScript callers (benchmarks).
export const DEFAULT_PORTS: Record<string, number>;
export function freePorts(): Promise<Record<string, number>>;
export function buildFrontEnds(log?: (line: string) => void): void;

export interface RunningPlatform {
  url: string;
  /** Where /api and /graphql are answered: the gateway, or the balancer in front of its replicas. */
  apiUrl: string;
  /** The collaboration service's http address (its WebSocket is /collab there, and on `url`). */
  collabUrl: string;
  ports: Record<string, number>;
  mongoUri: string;
  /** The Redis every process was given (REDIS_URL or the `redis` option), if any. */
  redisUrl?: string;
  stop: () => Promise<void>;
  /** GIN twins of the services' indexes (embedded database only; 0 with MONGODB_URI). */
  syncPushdownIndexes: (options?: { analyze?: boolean }) => Promise<number>;
}

export function startPlatform(options?: {
  ports?: Record<string, number>;
  dataDir?: string;
  env?: Record<string, string>;
  sink?: (line: string) => void;
  remotesOverride?: Record<string, string>;
  frontEnds?: boolean;
  /** 2 runs two gateways and two AI services behind round-robin balancers (or BYWAY_REPLICAS). */
  replicas?: number;
  /** Starts a throw-away Redis and gives every process REDIS_URL (or BYWAY_REDIS=1). */
  redis?: boolean;
}): Promise<RunningPlatform>;
