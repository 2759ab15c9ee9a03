import mongoose, { type Connection, type ConnectOptions } from 'mongoose';
import type { Logger } from './logger.js';

/** How often a service asks its database whether it answers (readiness follows the answers). */
export const DATABASE_PING_INTERVAL_MS = 2_000;
/** A ping unanswered this long counts as a failure (a black-holed socket never answers at all). */
const DATABASE_PING_TIMEOUT_MS = 3_000;
/**
 * After this long without one answered ping the driver's client is replaced by a fresh one. The MongoDB
 * driver (6.20, still so in 7.0) can wedge its server monitor for good when the sockets drop all at once
 * (issue 18 item 10): a heartbeat written to a socket that is already destroyed awaits a 'drain' that never
 * comes, the server stays 'Unknown', and every operation fails server selection until a restart. A new
 * client has a new monitor; during a real outage the replacement only fails again, harmlessly.
 */
export const DATABASE_RECONNECT_AFTER_MS = 10_000;

interface DatabaseHealth {
  /** Whether the last ping was answered. */
  ready: boolean;
}
const health = new WeakMap<Connection, DatabaseHealth>();

/**
 * One connection per service, to its own database. Start-up fails fast if the server cannot be reached.
 * After that readiness follows a ping every DATABASE_PING_INTERVAL_MS, not the driver's connection events
 * (which never said 'reconnected' once its monitor wedged), and a database silent for
 * DATABASE_RECONNECT_AFTER_MS gets a fresh client, so a service always recovers once the database is back.
 */
export async function connectDatabase(uri: string, dbName: string, logger: Logger): Promise<Connection> {
  const options: ConnectOptions = {
    dbName,
    serverSelectionTimeoutMS: 5000,
    // Notice a lost database within seconds, so /readyz turns 503 and the load balancer looks elsewhere.
    heartbeatFrequencyMS: 2000,
    // FerretDB and MongoDB both speak the wire protocol. In production the migrations build the indexes
    // (migrations/, `npm run migrate`, the Kubernetes Job) before a release starts, not every process at
    // every start; elsewhere the services still build what their models declare (the same indexes).
    autoIndex: process.env.NODE_ENV !== 'production',
  };
  const connection = mongoose.createConnection(uri, options);
  connection.on('disconnected', () => logger.warn({ dbName }, 'database disconnected'));
  connection.on('reconnected', () => logger.info({ dbName }, 'database reconnected'));
  connection.on('error', (error: Error) => logger.error({ dbName, err: error.message }, 'database error'));
  try {
    await connection.asPromise();
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw new Error(`Cannot reach the database at ${redactUri(uri)}: ${(error as Error).message}`);
  }
  logger.info({ dbName }, 'database connected');
  watchDatabase(connection, () => connection.openUri(uri, options), logger.child({ dbName }));
  return connection;
}

/** Pings the database in the background, and replaces a client that has gone silent for too long. */
function watchDatabase(connection: Connection, reopen: () => Promise<unknown>, logger: Logger): void {
  const state: DatabaseHealth = { ready: true };
  health.set(connection, state);
  let lastAnswer = Date.now();
  let pinging = false;
  let reopening = false;
  let closingOurselves = false;
  let stopped = false;

  const ping = async () => {
    const db = connection.db;
    if (!db) throw new Error('not connected');
    // Our own limit: the driver has no socket timeout by default, so a ping may otherwise wait for ever.
    await Promise.race([
      db.command({ ping: 1 }),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('ping timed out')), DATABASE_PING_TIMEOUT_MS).unref(),
      ),
    ]);
  };
  const check = async () => {
    if (pinging || reopening || stopped) return;
    pinging = true;
    try {
      await ping();
      lastAnswer = Date.now();
      if (!state.ready) logger.info('database answering again');
      state.ready = true;
    } catch {
      state.ready = false;
      if (Date.now() - lastAnswer >= DATABASE_RECONNECT_AFTER_MS) await replaceClient();
    } finally {
      pinging = false;
    }
  };
  const replaceClient = async () => {
    reopening = true;
    logger.warn({ silentForMs: Date.now() - lastAnswer }, 'database unanswered: replacing the driver client');
    try {
      closingOurselves = true;
      // Not a forced close: mongoose refuses every later operation on a connection once force-closed.
      await connection.close().finally(() => (closingOurselves = false));
      if (!stopped) {
        await reopen();
        logger.info('database connected with a new client');
        // Closed (a shutdown) while it was reopening: close what was just opened.
        if (stopped) await connection.close();
      }
    } catch (error) {
      // Still down: the next check tries again after another DATABASE_RECONNECT_AFTER_MS.
      logger.warn({ err: (error as Error).message }, 'database still unreachable');
    } finally {
      lastAnswer = Date.now();
      reopening = false;
    }
  };
  const timer = setInterval(() => void check(), DATABASE_PING_INTERVAL_MS);
  // Never what keeps a process alive; stops with the connection (a shutdown, a test), not for a replacement.
  timer.unref();
  connection.on('close', () => {
    if (closingOurselves) return;
    stopped = true;
    state.ready = false;
    clearInterval(timer);
  });
}

/** Whether the database answered the last ping (/readyz); a connection not made by connectDatabase: its state. */
/**
 * Waits for the collections and indexes of every model registered so far. Mongoose builds them in the
 * background; on a brand-new FerretDB database a first write racing that build on the same collection can
 * fail, so a service answers its first request only once they exist. A failed build is logged, never fatal.
 */
export async function prepareCollections(connection: Connection, logger: Logger): Promise<void> {
  const results = await Promise.allSettled(
    connection.modelNames().map((name) => connection.model(name).init()),
  );
  for (const result of results)
    if (result.status === 'rejected') logger.warn({ err: result.reason }, 'building indexes failed');
}

export function isDatabaseReady(connection: Connection): boolean {
  const state = health.get(connection);
  if (state) return state.ready;
  return connection.readyState === mongoose.ConnectionStates.connected;
}

/** Hides credentials when a URI is logged. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/([^@/]+)@/, '//[redacted]@');
}

const counterSchema = new mongoose.Schema(
  { _id: String, seq: { type: Number, default: 0 } },
  { versionKey: false },
);
const claimSchema = new mongoose.Schema({ _id: String }, { versionKey: false });

type CounterDoc = { _id: string; seq: number };
// The driver's WriteError has `code`; mongoose's insertMany hands copies that keep it under `err`.
type WriteFailure = { index: number; code?: number; err?: { code?: number } };

/**
 * Numeric ids (the spec's `/trip/{id}`) from a per-service counters collection.
 *
 * FerretDB does not apply `findAndModify` + `$inc` atomically under concurrent callers (it handed out the
 * same id twice in our tests), so an id is claimed by inserting `<name>:<n>` into `counter_claims`: the
 * unique `_id` makes exactly one caller win each number, on FerretDB and MongoDB alike. The counter is
 * moved first (`$inc`), so concurrent callers mostly aim at different numbers: walking up from a shared
 * counter instead made 20 concurrent writers retry one another's numbers (p95 0.9 s per memory).
 */
function counterModels(connection: Connection) {
  const Counter =
    (connection.models.Counter as mongoose.Model<CounterDoc> | undefined) ??
    connection.model<CounterDoc>('Counter', counterSchema, 'counters');
  const Claim =
    (connection.models.CounterClaim as mongoose.Model<{ _id: string }> | undefined) ??
    connection.model<{ _id: string }>('CounterClaim', claimSchema, 'counter_claims');
  return { Counter, Claim };
}

/** The next id of a sequence: one counter move and one claim, however many callers run at once. */
export async function nextSequence(connection: Connection, name: string): Promise<number> {
  const [id] = await reserveSequence(connection, name, 1);
  return id!;
}

/**
 * `count` ids of the same sequence at once (a trip's stops), in a few round trips instead of three per id.
 * Each round moves the counter past the ids it wants, so concurrent callers mostly aim at different
 * ranges; the claims still decide (FerretDB's `$inc` is not atomic under concurrency), and ids another
 * caller won are made up in the next round. Ascending, unique, not necessarily consecutive.
 */
export async function reserveSequence(
  connection: Connection,
  name: string,
  count: number,
): Promise<number[]> {
  const { Counter, Claim } = counterModels(connection);
  const won: number[] = [];
  for (let round = 0; won.length < count; round++) {
    if (round > 200) throw new Error(`could not allocate ${count} ids for ${name}`);
    const need = count - won.length;
    // After a lost round, jump a random distance further (ids may have gaps) and pause a moment, so
    // callers that read the same counter value part ways instead of colliding again.
    const jitter = round === 0 ? 0 : Math.floor(Math.random() * need * 8);
    if (round > 2) await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * round));
    let end: number;
    try {
      const counter = await Counter.findOneAndUpdate(
        { _id: name },
        { $inc: { seq: need + jitter } },
        { new: true, upsert: true },
      ).lean();
      end = counter!.seq;
    } catch (error) {
      if ((error as { code?: number }).code === 11000) continue; // two first upserts raced
      throw error;
    }
    const candidates = Array.from({ length: need }, (_, i) => end - need + 1 + i);
    const taken = new Set<number>();
    try {
      await Claim.insertMany(
        candidates.map((n) => ({ _id: `${name}:${n}` })),
        { ordered: false },
      );
    } catch (error) {
      // The driver answers one WriteError or a list of them.
      const writeErrors = (error as { writeErrors?: WriteFailure | WriteFailure[] }).writeErrors;
      if (!writeErrors) throw error;
      for (const failure of [writeErrors].flat()) {
        // Only a duplicate means another caller won the id; anything else (the database going away
        // mid-write) is the caller's error, not 200 rounds of 'taken' ids ending in a 500.
        if ((failure.code ?? failure.err?.code) !== 11000) throw error;
        taken.add(candidates[failure.index]!);
      }
    }
    won.push(...candidates.filter((n) => !taken.has(n)));
  }
  return won.sort((a, b) => a - b);
}

/**
 * Ids handed out from blocks this process reserved ahead (reserveSequence), so a busy write path (a
 * traveller's memories) costs no database round trip and no contention on the counter row for most ids.
 * Unique like every claimed id; ids a process reserved but never used are skipped (gaps, never repeats).
 */
export function createIdPool(connection: Connection, name: string, blockSize = 20) {
  let pool: number[] = [];
  let refill: Promise<void> | null = null;
  return async function nextId(): Promise<number> {
    while (pool.length === 0) {
      refill ??= reserveSequence(connection, name, blockSize)
        .then((ids) => {
          pool = pool.concat(ids);
        })
        .finally(() => {
          refill = null;
        });
      await refill;
    }
    return pool.shift()!;
  };
}
