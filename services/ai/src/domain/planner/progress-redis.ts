import type { SharedRedis } from '@byway/kit';
import {
  isFinalProgressEvent as finished,
  PROGRESS_TTL_MS,
  type PlanProgressEvent,
  type ProgressHub,
} from './progress.js';

/** An event as kept in the channel's list and published: its number orders it within the plan. */
interface Entry {
  n: number;
  event: PlanProgressEvent;
}

const ownerKey = (id: string) => `plan-progress:${id}:owner`;
const eventsKey = (id: string) => `plan-progress:${id}:events`;
const channelOf = (id: string) => `plan-progress:${id}`;

/** Claims the channel for ARGV[1] when nobody has; answers its owner (nil if it expired meanwhile). */
const CLAIM = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return ARGV[1] end
return redis.call('GET', KEYS[1])
`;

/**
 * Appends and publishes an event if ARGV[1] owns the channel (claiming it when nobody has). One script, so
 * an event is in the list before anyone hears of it, and a listener who read the list missed nothing earlier.
 */
const APPEND = `
local owner = redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) and ARGV[1] or redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
redis.call('PUBLISH', ARGV[4], ARGV[3])
return 1
`;

function parse(raw: string): Entry | null {
  try {
    const entry = JSON.parse(raw) as Entry;
    return typeof entry.n === 'number' && entry.event ? entry : null;
  } catch {
    return null;
  }
}

/**
 * The progress hub over Redis (issue 13, when `REDIS_URL` is set): per channel an owner key, a list of the
 * events so far (both live PROGRESS_TTL_MS) and a pub/sub channel, so a stream on any replica follows a
 * plan made on another as it happens, without polling.
 */
export function createRedisProgressHub(redis: SharedRedis): ProgressHub {
  // Per channel published from this process: the next number and the write chain that keeps them in order.
  const published = new Map<string, { next: number; chain: Promise<unknown> }>();

  async function ownerOf(id: string, userId: string): Promise<string> {
    const owner = await redis.client.eval(CLAIM, 1, ownerKey(id), userId, String(PROGRESS_TTL_MS));
    return typeof owner === 'string' ? owner : userId;
  }

  return {
    publish(id, userId, event) {
      const state = published.get(id) ?? { next: 0, chain: Promise.resolve() };
      published.set(id, state);
      const n = state.next++;
      // Nothing follows a plan's last event: its numbering is no longer needed here.
      if (finished(event)) published.delete(id);
      const entry = JSON.stringify({ n, event } satisfies Entry);
      state.chain = state.chain
        .then(() =>
          redis.client.eval(
            APPEND,
            2,
            ownerKey(id),
            eventsKey(id),
            userId,
            String(PROGRESS_TTL_MS),
            entry,
            // PUBLISH takes a channel, not a key: the prefix is not added for it.
            redis.keyPrefix + channelOf(id),
          ),
        )
        .catch(() => undefined);
    },

    async subscribe(id, userId, listener) {
      if ((await ownerOf(id, userId)) !== userId) return null;
      let expected = 0;
      let stopped = false;
      // Until the subscription answers there is nothing to undo.
      let unsubscribe: () => void = () => undefined;
      // Events heard ahead of a gap (one published while the list was being read), held until it fills.
      const early = new Map<number, PlanProgressEvent>();
      const stop = () => {
        stopped = true;
        early.clear();
        unsubscribe();
      };
      const take = (entries: (Entry | null)[]) => {
        for (const entry of entries) if (entry && entry.n >= expected) early.set(entry.n, entry.event);
        for (let event = early.get(expected); event && !stopped; event = early.get(expected)) {
          early.delete(expected);
          expected += 1;
          listener(event);
          if (finished(event)) stop();
        }
      };
      const catchUp = async () => {
        if (stopped) return;
        take((await redis.client.lrange(eventsKey(id), 0, -1)).map(parse));
      };
      // Listen first, then read what came before: between the two, an event is heard, read, or both.
      unsubscribe = await redis.subscribe(
        channelOf(id),
        (message) => take([parse(message)]),
        // The subscriber dropped: what was published meanwhile is in the list.
        () => void catchUp().catch(() => undefined),
      );
      if (stopped) unsubscribe();
      try {
        await catchUp();
      } catch (error) {
        stop();
        throw error;
      }
      return stop;
    },
  };
}

/**
 * Redis while it is up, the database while it is down: a plan's progress still reaches its listener when
 * Redis goes away (events published around the moment it goes or comes back may be missed: the overlay
 * then only shows fewer steps).
 */
export function withDatabaseFallback(
  redis: SharedRedis,
  viaRedis: ProgressHub,
  viaDatabase: ProgressHub,
): ProgressHub {
  const hub = () => (redis.down() ? viaDatabase : viaRedis);
  return {
    publish: (id, userId, event) => hub().publish(id, userId, event),
    subscribe: (id, userId, listener) => hub().subscribe(id, userId, listener),
  };
}
