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
  /**
   * Whether commands would only wait for a connection that is down: a caller then takes its database
   * path (or skips its fast path) at once instead of queueing behind the reconnection.
   */
  down(): boolean;
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

/** The command connections of every handle `sharedRedis` opened (their status is a metric). */
export function sharedRedisClients(): Array<{ status: string }> {
  return [...handles.values()].map((handle) => handle.client);
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
  const channels = new Map<
    string,
    { listeners: Set<(message: string) => void>; subscribed: Promise<unknown> }
  >();
  const resets = new Set<() => void>();
  const reset = () => {
    for (const onReset of resets) onReset();
  };

  const subscriberConnection = () => {
    if (subscriber) return subscriber;
    const connection = new Redis(url, {
      ...options,
      connectionName: `${connectionName}-subscriber`,
      maxRetriesPerRequest: null,
    });
    subscriber = connection;
    connection.on('error', () => undefined);
    connection.on('ready', () => {
      // ioredis subscribes again after a reconnect; what was published in between is lost. It sends the
      // subscriptions just before this event: a PING queued behind them answers once they hold, so a
      // listener that catches up on the reset misses nothing published afterwards.
      connection.ping().then(
        () => {
          ready = true;
          reset();
        },
        () => undefined,
      );
    });
    connection.on('close', () => {
      if (ready) reset();
      ready = false;
    });
    connection.on('message', (channel: string, message: string) => {
      for (const listener of channels.get(channel)?.listeners ?? []) listener(message);
    });
    return connection;
  };

  return {
    client,
    keyPrefix,
    async subscribe(channel, listener, onReset) {
      const name = keyPrefix + channel;
      const connection = subscriberConnection();
      let entry = channels.get(name);
      if (!entry) {
        entry = { listeners: new Set(), subscribed: connection.subscribe(name) };
        channels.set(name, entry);
      }
      const { listeners, subscribed } = entry;
      // Every listener waits for the channel's SUBSCRIBE, not only the first: then nothing published after
      // this answers is missed.
      await subscribed.catch((error: unknown) => {
        if (channels.get(name) === entry && listeners.size === 0) channels.delete(name);
        throw error;
      });
      listeners.add(listener);
      if (onReset) resets.add(onReset);
      return () => {
        listeners.delete(listener);
        if (onReset) resets.delete(onReset);
        if (listeners.size === 0 && channels.get(name) === entry) {
          channels.delete(name);
          void connection.unsubscribe(name).catch(() => undefined);
        }
      };
    },
    subscribed: () => ready,
    down: () => ['reconnecting', 'close', 'end'].includes(client.status),
    async publish(channel, message) {
      // PUBLISH takes a channel, not a key: ioredis's keyPrefix does not apply, so prefix here.
      await client.publish(keyPrefix + channel, message);
    },
    async close() {
      ready = false;
      resets.clear();
      // QUIT waits for an answer a dead connection never gives: drop those instead.
      const end = (connection: Redis) =>
        connection.status === 'ready' ? connection.quit().catch(() => undefined) : connection.disconnect();
      await Promise.all([end(client), subscriber ? end(subscriber) : undefined]);
    },
  };
}
