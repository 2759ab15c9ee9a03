import { Redis } from 'ioredis';

/**
 * Redis, when a deployment sets `REDIS_URL` (issue 13): the fast paths of state shared by replicas (session
 * revocations, rate limits, plan-progress events). Without it everything works from the database alone, so
 * one `MONGODB_URI` is enough. One handle per process and URL: a command connection, and a subscriber
 * connection made on first use (a subscribed connection can do nothing else).
 */
export interface SharedRedis {
  /** Commands. Keys are the caller's, under `keyPrefix`. */
  readonly client: Redis;
  /** Every key and channel starts with it (`REDIS_KEY_PREFIX`, default `byway:`): one Redis, many uses. */
  readonly keyPrefix: string;
  /**
   * Listens on `channel` (prefixed here); `onReset` is told whenever messages may have been missed (the
   * subscriber connection dropped), so a cache fed by the channel can forget what it holds. Answers the
   * unsubscribe.
   */
  subscribe(channel: string, listener: (message: string) => void, onReset?: () => void): Promise<() => void>;
  /** Whether the subscriber connection is up now (messages are arriving). */
  subscribed(): boolean;
  publish(channel: string, message: string): Promise<void>;
  close(): Promise<void>;
}

const handles = new Map<string, SharedRedis>();

/** The process's Redis for `env.REDIS_URL`, or null when none is configured. */
export function sharedRedis(env: NodeJS.ProcessEnv = process.env): SharedRedis | null {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  const keyPrefix = env.REDIS_KEY_PREFIX ?? 'byway:';
  const id = `${url} ${keyPrefix}`;
  let handle = handles.get(id);
  if (!handle) {
    handle = connectRedis(url, keyPrefix);
    handles.set(id, handle);
  }
  return handle;
}

/** Closes every handle `sharedRedis` opened (a process's shutdown; tests between files). */
export async function closeSharedRedis(): Promise<void> {
  const open = [...handles.values()];
  handles.clear();
  await Promise.all(open.map((handle) => handle.close()));
}

export function connectRedis(url: string, keyPrefix = 'byway:', connectionName = 'byway'): SharedRedis {
  const options = {
    connectionName,
    // A command waits (queued) while Redis reconnects, but not for ever: the caller gets an error and
    // falls back or answers 503 rather than hanging a request.
    maxRetriesPerRequest: 2,
    connectTimeout: 5000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
  const client = new Redis(url, { ...options, keyPrefix });
  // Errors surface on the commands that fail; without a listener ioredis would print each reconnect.
  client.on('error', () => undefined);

  let subscriber: Redis | null = null;
  let ready = false;
  const listeners = new Map<string, Set<(message: string) => void>>();
  const resets = new Set<() => void>();
  const reset = () => {
    for (const onReset of resets) onReset();
  };

  const subscriberConnection = () => {
    if (subscriber) return subscriber;
    subscriber = new Redis(url, {
      ...options,
      connectionName: `${connectionName}-subscriber`,
      maxRetriesPerRequest: null,
    });
    subscriber.on('error', () => undefined);
    subscriber.on('ready', () => {
      ready = true;
      // ioredis subscribes again after a reconnect; what was published in between is lost.
      reset();
    });
    subscriber.on('close', () => {
      if (ready) reset();
      ready = false;
    });
    subscriber.on('message', (channel: string, message: string) => {
      for (const listener of listeners.get(channel) ?? []) listener(message);
    });
    return subscriber;
  };

  return {
    client,
    keyPrefix,
    async subscribe(channel, listener, onReset) {
      const name = keyPrefix + channel;
      const connection = subscriberConnection();
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
        await connection.subscribe(name);
      }
      set.add(listener);
      if (onReset) resets.add(onReset);
      return () => {
        set.delete(listener);
        if (onReset) resets.delete(onReset);
        if (set.size === 0 && listeners.get(name) === set) {
          listeners.delete(name);
          void connection.unsubscribe(name).catch(() => undefined);
        }
      };
    },
    subscribed: () => ready,
    async publish(channel, message) {
      // PUBLISH takes a channel, not a key: ioredis's keyPrefix does not apply, so prefix here.
      await client.publish(keyPrefix + channel, message);
    },
    async close() {
      ready = false;
      resets.clear();
      await Promise.all([client.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)]);
    },
  };
}
