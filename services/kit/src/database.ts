import mongoose, { type Connection } from 'mongoose';
import type { Logger } from './logger.js';

/**
 * One connection per service, to its own database. Start-up fails fast if the server cannot be reached;
 * after that the driver reconnects by itself and readiness follows the connection state.
 */
export async function connectDatabase(uri: string, dbName: string, logger: Logger): Promise<Connection> {
  const connection = mongoose.createConnection(uri, {
    dbName,
    serverSelectionTimeoutMS: 5000,
    // FerretDB and MongoDB both speak the wire protocol; indexes are built by the services at start-up.
    autoIndex: true,
  });
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
  return connection;
}

export function isDatabaseReady(connection: Connection): boolean {
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

/**
 * Numeric ids (the spec's `/trip/{id}`) from a per-service counters collection.
 *
 * FerretDB does not apply `findAndModify` + `$inc` atomically under concurrent callers (it handed out the
 * same id twice in our tests), so an id is claimed by inserting `<name>:<n>` into `counter_claims`: the
 * unique `_id` makes exactly one caller win each number, on FerretDB and MongoDB alike. The counter row
 * only remembers where to start looking next.
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

async function remember(Counter: mongoose.Model<CounterDoc>, name: string, seq: number) {
  await Counter.updateOne({ _id: name }, { $max: { seq } }, { upsert: true }).catch((error: unknown) => {
    // A racing first upsert may collide on _id; the claims already made the ids ours.
    if ((error as { code?: number }).code !== 11000) throw error;
  });
}

export async function nextSequence(connection: Connection, name: string): Promise<number> {
  const { Counter, Claim } = counterModels(connection);
  let candidate = ((await Counter.findById(name).lean())?.seq ?? 0) + 1;
  for (let attempt = 0; attempt < 1000; attempt++, candidate++) {
    try {
      await Claim.create({ _id: `${name}:${candidate}` });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) continue;
      throw error;
    }
    await remember(Counter, name, candidate);
    return candidate;
  }
  throw new Error(`could not allocate an id for ${name}`);
}

/**
 * `count` ids of the same sequence at once (a trip's stops), in a few round trips instead of three per id:
 * the next `count` numbers are claimed in one unordered insert, and numbers a concurrent caller won are
 * made up from the following ones. Ascending, unique, not necessarily consecutive.
 */
export async function reserveSequence(
  connection: Connection,
  name: string,
  count: number,
): Promise<number[]> {
  const { Counter, Claim } = counterModels(connection);
  const won: number[] = [];
  let from = ((await Counter.findById(name).lean())?.seq ?? 0) + 1;
  for (let round = 0; won.length < count; round++) {
    if (round > 100) throw new Error(`could not allocate ${count} ids for ${name}`);
    const candidates = Array.from({ length: count - won.length }, (_, i) => from + i);
    const taken = new Set<number>();
    try {
      await Claim.insertMany(
        candidates.map((n) => ({ _id: `${name}:${n}` })),
        { ordered: false },
      );
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { err?: { op?: { _id?: string } }; index?: number }[] })
        .writeErrors;
      if (!writeErrors) throw error;
      for (const failure of writeErrors) {
        if (failure.index !== undefined) taken.add(candidates[failure.index]!);
      }
    }
    won.push(...candidates.filter((n) => !taken.has(n)));
    from = candidates[candidates.length - 1]! + 1;
  }
  await remember(Counter, name, won[won.length - 1] ?? 0);
  return won;
}
