import { createHash } from 'node:crypto';
import mongoose, { type Connection, type Model } from 'mongoose';
import { z } from 'zod';
import { AppError } from './errors.js';
import { createLogger, type Logger } from './logger.js';
import { redisHitStore, type HitStore } from './rate-limit-redis.js';
import { sharedRedis, type SharedRedis } from './redis.js';

/**
 * Every request limit of the platform, one owner (issue 12): sign-in and sign-up per account and per
 * client address, and the per-traveller budgets of the expensive work (planning, stop analysis, hidden
 * gems). Kept in the database (or Redis), so a restart or a second replica does not reset them.
 * `RATE_LIMITS` (JSON, e.g. `{"signUpPerAddress":{"limit":1000}}`) changes a rule's limit or window for
 * one deployment.
 */
export const RATE_LIMIT_RULES = {
  /** Password guesses against one account, from anywhere (sign-in and the account-deletion check). */
  signInPerAccount: {
    limit: 10,
    windowSeconds: 15 * 60,
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  /** Password spraying: many accounts tried from one address. */
  signInPerAddress: {
    limit: 100,
    windowSeconds: 15 * 60,
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  signUpPerAddress: {
    limit: 20,
    windowSeconds: 60 * 60,
    message: 'Too many new accounts from this network. Please try again later.',
  },
  /** New trips (builder and packs) and regenerated itineraries: each is a whole plan. */
  tripPlanning: {
    limit: 12,
    windowSeconds: 10 * 60,
    message:
      'You have planned a lot of trips in a short time. Please wait a few minutes before planning more.',
  },
  stopAnalysis: {
    limit: 30,
    windowSeconds: 10 * 60,
    message: 'You have explored a lot of stops in a short time. Please wait a few minutes and try again.',
  },
  hiddenGemSearch: {
    limit: 20,
    windowSeconds: 10 * 60,
    message:
      'You have searched for hidden gems a lot in a short time. Please wait a few minutes and try again.',
  },
  /** Requests a partner's program makes with one personal API token (counted as the token is resolved). */
  apiToken: {
    limit: 600,
    windowSeconds: 10 * 60,
    message: 'Too many requests with this API token. Please slow down and try again in a few minutes.',
  },
  /**
   * New photos per traveller (file uploads and partners' linked images, issue 18): each upload is decoded
   * and stored, so one account cannot fill the media service's disk or keep its decoder busy.
   */
  photoUpload: {
    limit: 60,
    windowSeconds: 60 * 60,
    message:
      'You have uploaded a lot of photos in a short time. Please wait a while before uploading more.',
  },
} as const satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

export interface RateRule {
  limit: number;
  windowSeconds: number;
  /** What the traveller is told (the UI shows it); the answer also carries Retry-After. */
  message: string;
}

const overridesSchema = z.record(
  z.string(),
  z.object({
    limit: z.number().int().min(1).max(1_000_000).optional(),
    windowSeconds: z.number().int().min(1).max(86_400).optional(),
  }),
);

/** The rules after `RATE_LIMITS` overrides; an unknown rule name or a bad value stops the start-up. */
export function rateLimitRules(env: NodeJS.ProcessEnv = process.env): Record<RateLimitName, RateRule> {
  const rules: Record<RateLimitName, RateRule> = { ...RATE_LIMIT_RULES };
  if (!env.RATE_LIMITS) return rules;
  const parsed = overridesSchema.safeParse(JSON.parse(env.RATE_LIMITS));
  if (!parsed.success) throw new Error(`RATE_LIMITS is not valid: ${parsed.error.issues[0]?.message}`);
  for (const [name, override] of Object.entries(parsed.data)) {
    if (!(name in rules)) throw new Error(`RATE_LIMITS names an unknown rule: ${name}`);
    const rule = rules[name as RateLimitName];
    rules[name as RateLimitName] = { ...rule, ...override };
  }
  return rules;
}

interface Hit {
  bucket: string;
  at: Date;
}

function hitModel(connection: Connection): Model<Hit> {
  const existing = connection.models.RateLimitHit as Model<Hit> | undefined;
  if (existing) return existing;
  const schema = new mongoose.Schema<Hit>(
    { bucket: { type: String, required: true, index: true }, at: { type: Date, required: true } },
    { collection: 'rate_limit_hits', versionKey: false },
  );
  return connection.model<Hit>('RateLimitHit', schema);
}

/** How often a process clears hits older than every window. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * A sliding window kept as one document per attempt: insert first, then count, so parallel attempts
 * cannot all slip under the limit (a counter's `$inc` is not atomic on FerretDB).
 */
function databaseHitStore(connection: Connection, longestMs: number): HitStore {
  const Hit = hitModel(connection);
  let lastSweep = 0;
  return {
    async record(bucket, at, windowMs, limit) {
      if (at - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = at;
        const oldest = Math.max(longestMs, windowMs);
        void Hit.deleteMany({ at: { $lt: new Date(at - oldest) } }).catch(() => undefined);
      }
      await Hit.create({ bucket, at: new Date(at) });
      const since = at - windowMs;
      const hits = (await Hit.find({ bucket }, { at: 1, _id: 0 }).lean())
        .map((found) => found.at.getTime())
        .filter((time) => time > since)
        .sort((a, b) => a - b);
      return hits.length <= limit ? null : (hits[hits.length - limit] ?? at);
    },
  };
}

export interface RateLimiter {
  /** Counts one attempt under `rule` for `key`; over the limit it throws TOO_MANY_REQUESTS with Retry-After. */
  consume(rule: RateLimitName, key: string): Promise<void>;
  /**
   * Counts one use of a budget the caller defines (a limit set by its own configuration, such as the AI
   * service's daily model plans); false when the budget is spent, for a caller that then does something else.
   */
  allow(name: string, rule: Pick<RateRule, 'limit' | 'windowSeconds'>, key: string): Promise<boolean>;
}

/**
 * Sliding windows per bucket, in Redis when `REDIS_URL` is set (issue 13) and in the database otherwise;
 * both are shared by every replica. Attempts made while over the limit count too, so hammering keeps the
 * door shut. Keys are stored hashed (no emails or addresses at rest). `redis` is the process's handle
 * unless a test gives another (a second replica).
 */
export function createRateLimiter(
  connection: Connection,
  env: NodeJS.ProcessEnv = process.env,
  now: () => number = Date.now,
  redis: SharedRedis | null = sharedRedis(env),
): RateLimiter {
  const rules = rateLimitRules(env);
  const longest = Math.max(...Object.values(rules).map((rule) => rule.windowSeconds)) * 1000;
  const database = databaseHitStore(connection, longest);
  const fast = redis ? redisHitStore(redis) : null;
  let logger: Logger | undefined;
  let redisFailing = false;

  /** The store's answer for this attempt; a Redis that fails sends the attempt to the database instead. */
  async function record(bucket: string, at: number, windowMs: number, limit: number) {
    if (fast && redis && !redis.down()) {
      try {
        const freesAt = await fast.record(bucket, at, windowMs, limit);
        redisFailing = false;
        return freesAt;
      } catch (error) {
        // Once per outage, and never the bucket: it is derived from an email or an address.
        if (!redisFailing) {
          logger ??= createLogger('rate-limits', env.LOG_LEVEL ?? 'info');
          logger.warn(
            { err: error instanceof Error ? error.message : String(error) },
            'Redis failed a rate-limit command; counting in the database meanwhile',
          );
        }
        redisFailing = true;
      }
    }
    return database.record(bucket, at, windowMs, limit);
  }

  /** Records the attempt, then answers the seconds until a slot frees (0 when within the limit). */
  async function hit(name: string, rule: Pick<RateRule, 'limit' | 'windowSeconds'>, key: string) {
    const bucket = `${name}:${createHash('sha256').update(key.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
    const at = now();
    const windowMs = rule.windowSeconds * 1000;
    const freesAt = await record(bucket, at, windowMs, rule.limit);
    // Free again once enough of the window's attempts have aged out.
    return freesAt === null ? 0 : (freesAt + windowMs - at) / 1000;
  }

  return {
    async consume(name, key) {
      const rule = rules[name];
      const wait = await hit(name, rule, key);
      if (wait > 0) throw AppError.tooManyRequests(rule.message, wait);
    },
    async allow(name, rule, key) {
      return (await hit(name, rule, key)) === 0;
    },
  };
}
