import { randomBytes } from 'node:crypto';
import type { SharedRedis } from './redis.js';

/** What a store answers for one recorded attempt. */
export interface Recorded {
  /** Attempts in the window, this one included. */
  count: number;
  /** When over the limit: the time (ms) of the attempt whose ageing out frees a slot; else null. */
  freesAt: number | null;
  /** This attempt's id in the store, for `release`. */
  id: string;
}

/** Where a limiter keeps its attempts: the database by default, Redis when a deployment has one. */
export interface HitStore {
  /** Records an attempt at `at` (ms) in `bucket` and counts the window's attempts against `limit`. */
  record(bucket: string, at: number, windowMs: number, limit: number): Promise<Recorded>;
  /** Forgets one recorded attempt (it proved harmless, such as a correct password). */
  release(bucket: string, id: string): Promise<void>;
}

/**
 * One sorted set per bucket (score = time of the attempt), changed and read in one script so parallel
 * attempts on any replica cannot all slip under the limit. The key lives as long as its window.
 */
const RECORD = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[5])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
local count = redis.call('ZCARD', KEYS[1])
local limit = tonumber(ARGV[4])
if count <= limit then return {count} end
return {count, redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')[2]}
`;

const key = (bucket: string) => `rate-limit:${bucket}`;

export function redisHitStore(redis: SharedRedis): HitStore {
  return {
    async record(bucket, at, windowMs, limit) {
      // Unique per attempt: two attempts in the same millisecond are two members.
      const member = `${at}:${randomBytes(6).toString('base64url')}`;
      const [count, freesAt] = (await redis.client.eval(
        RECORD,
        1,
        key(bucket),
        String(at),
        // Attempts at or before this have left the window (the database store keeps `at > since` too).
        String(at - windowMs),
        String(windowMs),
        String(limit),
        member,
      )) as [number, string?];
      return { count: Number(count), freesAt: freesAt == null ? null : Number(freesAt), id: member };
    },
    async release(bucket, id) {
      await redis.client.zrem(key(bucket), id);
    },
  };
}
