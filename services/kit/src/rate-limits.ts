import { createHash } from 'node:crypto';
import mongoose, { type Connection, type Model } from 'mongoose';
import { z } from 'zod';
import { AppError } from './errors.js';
import { createLogger, type Logger } from './logger.js';
import { rateLimitRefusals } from './observability/metrics.js';
import { currentRequest } from './observability/request-context.js';
import { redisHitStore, type HitStore, type Recorded } from './rate-limit-redis.js';
import { sharedRedis, type SharedRedis } from './redis.js';

/**
 * Every request limit of the platform, one owner (issue 12): sign-in and sign-up per account and per
 * client address, and the per-traveller budgets of the expensive work (planning, stop analysis, hidden
 * gems). Kept in the database (or Redis), so a restart or a second replica does not reset them.
 * `RATE_LIMITS` (JSON, e.g. `{"signUpPerAddress":{"limit":1000}}`) changes a rule's limit or window for
 * one deployment.
 */
export const RATE_LIMIT_RULES = {
  /**
   * Failed password guesses at one account from one client address: the hard limit (issue 18). Keyed by
   * account and address, so someone guessing elsewhere never locks the owner out; correct sign-ins are
   * taken back and never count.
   */
  signInPerAccountAndAddress: {
    limit: 10,
    windowSeconds: 15 * 60,
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  /**
   * Failed guesses at one account from anywhere: never a lock (that would let anyone lock a traveller
   * out), but past `limit` every sign-in to the account waits `delayMs`, doubling per further failure up
   * to `maxDelayMs` (OWASP's progressive delay), which makes guessing from many addresses slow.
   */
  signInSlowdownPerAccount: {
    limit: 5,
    windowSeconds: 15 * 60,
    delayMs: 1000,
    maxDelayMs: 10_000,
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  /** Password spraying: failed guesses at many accounts from one address. */
  signInPerAddress: {
    limit: 100,
    windowSeconds: 15 * 60,
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  /** Wrong passwords when a signed-in traveller confirms deleting the account (only they can try). */
  passwordConfirmation: {
    limit: 10,
    windowSeconds: 15 * 60,
    message: 'Too many wrong passwords. Please wait a few minutes and try again.',
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
    message: 'You have uploaded a lot of photos in a short time. Please wait a while before uploading more.',
  },
} as const satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

export interface RateRule {
  limit: number;
  windowSeconds: number;
  /** What the traveller is told (the UI shows it); the answer also carries Retry-After. */
  message: string;
  /** Slow-down rules only (`slowDown`): the first wait past `limit`, doubled per attempt up to `maxDelayMs`. */
  delayMs?: number;
  maxDelayMs?: number;
}

const overridesSchema = z.record(
  z.string(),
  z.object({
    limit: z.number().int().min(1).max(1_000_000).optional(),
    windowSeconds: z.number().int().min(1).max(86_400).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    maxDelayMs: z.number().int().min(0).max(60_000).optional(),
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
      const created = await Hit.create({ bucket, at: new Date(at) });
      const since = at - windowMs;
      const hits = (await Hit.find({ bucket }, { at: 1, _id: 0 }).lean())
        .map((found) => found.at.getTime())
        .filter((time) => time > since)
        .sort((a, b) => a - b);
      return {
        count: hits.length,
        freesAt: hits.length <= limit ? null : (hits[hits.length - limit] ?? at),
        id: String(created._id),
      };
    },
    async release(_bucket, id) {
      await Hit.deleteOne({ _id: id });
    },
  };
}

export interface RateLimiter {
  /**
   * Counts one attempt under `rule` for `key`; over the limit it throws TOO_MANY_REQUESTS with Retry-After.
   * Within it, answers what is left (for a caller that reports it, as the IETF RateLimit headers do).
   */
  consume(rule: RateLimitName, key: string): Promise<RateLimitQuota>;
  /**
   * Counts one use of a budget the caller defines (a limit set by its own configuration, such as the AI
   * service's daily model plans); false when the budget is spent, for a caller that then does something else.
   */
  allow(name: string, rule: Pick<RateRule, 'limit' | 'windowSeconds'>, key: string): Promise<boolean>;
  /**
   * Like `consume`, but the attempt can be taken back once it proved harmless (a correct password), so
   * only the failures count toward the limit.
   */
  hold(rule: RateLimitName, key: string): Promise<HeldAttempt>;
  /**
   * Counts one attempt under a slow-down rule and answers how long it should wait first: nothing within
   * `limit`, then `delayMs` doubling per further attempt up to `maxDelayMs`. Never refuses.
   */
  slowDown(rule: RateLimitName, key: string): Promise<HeldAttempt & { delayMs: number }>;
}

/** One key's standing under a rule, after an attempt that was allowed. */
export interface RateLimitQuota {
  limit: number;
  windowSeconds: number;
  /** Attempts left in the window. */
  remaining: number;
  /**
   * Seconds until the window's attempts have all aged out, at the latest: a sliding window frees its
   * slots one by one, and the store does not say when the oldest was made, so this is the window.
   */
  resetSeconds: number;
}

export interface HeldAttempt {
  /** Takes the attempt back: it no longer counts toward the limit. */
  release(): Promise<void>;
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
  async function record(
    bucket: string,
    at: number,
    windowMs: number,
    limit: number,
  ): Promise<Recorded & { store: HitStore }> {
    if (fast && redis && !redis.down()) {
      try {
        const recorded = await fast.record(bucket, at, windowMs, limit);
        redisFailing = false;
        return { ...recorded, store: fast };
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
    return { ...(await database.record(bucket, at, windowMs, limit)), store: database };
  }

  /**
   * Records the attempt, then answers the seconds until a slot frees (0 when within the limit), the
   * attempts in the window (this one included) and how to take this one back.
   */
  async function hit(name: string, rule: Pick<RateRule, 'limit' | 'windowSeconds'>, key: string) {
    const bucket = `${name}:${createHash('sha256').update(key.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
    const at = now();
    const windowMs = rule.windowSeconds * 1000;
    const { freesAt, count, id, store } = await record(bucket, at, windowMs, rule.limit);
    // A failed take-back leaves one attempt counted too many until it ages out: never worth an error.
    const release = () => store.release(bucket, id).catch(() => undefined);
    // Free again once enough of the window's attempts have aged out.
    return { wait: freesAt === null ? 0 : (freesAt + windowMs - at) / 1000, count, release };
  }

  /** The 429 for `name`, counted (rate_limit_refusals_total) for the service serving the request. */
  function refused(name: string, rule: RateRule, wait: number): AppError {
    rateLimitRefusals.inc({ service: currentRequest()?.service ?? 'unknown', rule: name });
    return AppError.tooManyRequests(rule.message, wait);
  }

  return {
    async consume(name, key) {
      const rule = rules[name];
      const { wait, count } = await hit(name, rule, key);
      if (wait > 0) throw refused(name, rule, wait);
      return {
        limit: rule.limit,
        windowSeconds: rule.windowSeconds,
        remaining: Math.max(0, rule.limit - count),
        resetSeconds: rule.windowSeconds,
      };
    },
    async allow(name, rule, key) {
      return (await hit(name, rule, key)).wait === 0;
    },
    async hold(name, key) {
      const rule = rules[name];
      const { wait, release } = await hit(name, rule, key);
      // Refused attempts stay counted, so hammering keeps the door shut.
      if (wait > 0) throw refused(name, rule, wait);
      return { release };
    },
    async slowDown(name, key) {
      const rule = rules[name];
      const { count, release } = await hit(name, rule, key);
      const beyond = count - rule.limit;
      const delayMs =
        beyond > 0 ? Math.min(rule.maxDelayMs ?? 0, (rule.delayMs ?? 0) * 2 ** Math.min(beyond - 1, 30)) : 0;
      return { delayMs, release };
    },
  };
}
