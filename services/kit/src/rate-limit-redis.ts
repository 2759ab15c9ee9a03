import { randomBytes } from 'node:crypto';
import type { SharedRedis } from './redis.js';

/** Where a limiter keeps its attempts: the database by default, Redis when a deployment has one. */
export interface HitStore {
  /**
   * Records an attempt at `at` (ms) in `bucket` and answers, when more than `limit` attempts of the
   * window remain, the time of the one whose ageing out frees a slot; null while within the limit.
   */
  record(bucket: string, at: number, windowMs: number, limit: number): Promise<number | null>;
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
if count <= limit then return false end
return redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')[2]
`;

export function redisHitStore(redis: SharedRedis): HitStore {
  return {
    async record(bucket, at, windowMs, limit) {
      // Unique per attempt: two attempts in the same millisecond are two members.
      const member = `${at}:${randomBytes(6).toString('base64url')}`;
      const freesAt = await redis.client.eval(
        RECORD,
        1,
        `rate-limit:${bucket}`,
        String(at),
        // Attempts at or before this have left the window (the database store keeps `at > since` too).
        String(at - windowMs),
        String(windowMs),
        String(limit),
        member,
      );
      return freesAt == null ? null : Number(freesAt);
    },
  };
}
