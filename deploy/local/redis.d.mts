// Types of redis.mjs for the TypeScript callers (the test harness in services/kit).
import type { Launch } from './database.d.mts';

export const REDIS_SERVER: string;

export function startRedisServer(options: {
  port: number;
  launch: Launch;
}): Promise<{ url: string; stop: () => Promise<void> }>;
