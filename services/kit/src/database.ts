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

const counterSchema = new mongoose.Schema({ _id: String, seq: { type: Number, default: 0 } }, { versionKey: false });

/** Numeric ids (the spec's `/trip/{id}`) from a per-service counters collection: atomic $inc, upserted. */
export async function nextSequence(connection: Connection, name: string): Promise<number> {
  const Counter = (connection.models.Counter as mongoose.Model<{ _id: string; seq: number }> | undefined) ??
    connection.model<{ _id: string; seq: number }>('Counter', counterSchema, 'counters');
  const counter = await Counter.findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { new: true, upsert: true }).lean();
  if (!counter) throw new Error(`counter ${name} was not created`);
  return counter.seq;
}
