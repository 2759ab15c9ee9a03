import { createHash } from 'node:crypto';
import mongoose, { type Connection, type Model } from 'mongoose';
import { connectDatabase, type Logger } from '@byway/kit';

/** How long an answer is kept for a retry (the IETF draft and Stripe keep keys about a day). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Longest answer kept for replay; the answers to writes are far smaller. */
export const MAX_STORED_ANSWER_BYTES = 256 * 1024;

/** A write's answer as it was sent, without its cookies. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  location: string | null;
  body: string;
}

interface RecordDoc {
  /** sha256 of the traveller and the key: two travellers' keys never meet, and no key is stored in clear. */
  _id: string;
  /** sha256 of the method, path and body: the same key with another request is refused. */
  fingerprint: string;
  state: 'started' | 'done';
  /** While started: until when the request that claimed the key may still be running. */
  lockedUntil: Date;
  expiresAt: Date;
  answer?: StoredAnswer;
}

const recordSchema = new mongoose.Schema<RecordDoc>(
  {
    _id: String,
    fingerprint: { type: String, required: true },
    state: { type: String, enum: ['started', 'done'], required: true },
    lockedUntil: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    answer: {
      type: new mongoose.Schema<StoredAnswer>(
        { status: Number, contentType: String, location: String, body: String },
        { _id: false },
      ),
      required: false,
    },
  },
  { versionKey: false },
);
// Expired keys are also ignored when read, so a server without TTL indexes stays correct; this keeps the
// collection small where TTL indexes exist.
recordSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/** What a retry finds. */
export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'in-progress'; retryAfterSeconds: number }
  | { kind: 'mismatch' };

export const recordId = (scope: string, key: string) =>
  createHash('sha256').update(`${scope}\n${key}`).digest('hex');

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * The gateway's record of keyed writes, in its own database (`byway_gateway`), so a retry after a gateway
 * restart, or on another replica, finds the first answer. Connected on the first keyed write: the gateway
 * starts and serves everything else without it.
 *
 * A key is claimed by inserting its record: the unique `_id` lets exactly one request win, on FerretDB and
 * MongoDB alike (FerretDB's findAndModify is not atomic under concurrent callers, see kit's database.ts).
 */
export class IdempotencyRecords {
  private connection: Promise<Connection> | null = null;

  constructor(
    private readonly uri: string,
    private readonly logger: Logger,
    private readonly dbName = 'byway_gateway',
  ) {}

  private async model(): Promise<Model<RecordDoc>> {
    this.connection ??= connectDatabase(this.uri, this.dbName, this.logger).catch((error: unknown) => {
      // Not remembered: the next keyed write tries to connect again.
      this.connection = null;
      throw error;
    });
    const connection = await this.connection;
    return (
      (connection.models.IdempotencyRecord as Model<RecordDoc> | undefined) ??
      connection.model<RecordDoc>('IdempotencyRecord', recordSchema, 'idempotency_records')
    );
  }

  /** Claims the key for this request, or says what an earlier request with it left. */
  async claim(id: string, fingerprint: string, lockMs: number, now = new Date()): Promise<Claim> {
    const Records = await this.model();
    // Two rounds: the second follows the removal of an expired or abandoned claim.
    for (let round = 0; round < 2; round++) {
      try {
        await Records.create({
          _id: id,
          fingerprint,
          state: 'started',
          lockedUntil: new Date(now.getTime() + lockMs),
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS),
        });
        return { kind: 'claimed' };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const found = await Records.findById(id).lean<RecordDoc>();
      if (!found) continue; // released in between: claim again
      const expired = found.expiresAt <= now;
      // A claim whose request outlived its lock: the gateway that held it stopped mid-request.
      const abandoned = found.state === 'started' && found.lockedUntil <= now;
      if (expired || abandoned) {
        // Removed only if unchanged, so two retries cannot both take the key over.
        await Records.deleteOne({ _id: id, state: found.state, lockedUntil: found.lockedUntil });
        continue;
      }
      if (found.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (found.state === 'done' && found.answer) return { kind: 'replay', answer: found.answer };
      const left = Math.ceil((found.lockedUntil.getTime() - now.getTime()) / 1000);
      return { kind: 'in-progress', retryAfterSeconds: Math.max(1, Math.min(left, 5)) };
    }
    return { kind: 'in-progress', retryAfterSeconds: 1 };
  }

  /** Keeps the answer for the key's retries. */
  async complete(id: string, answer: StoredAnswer): Promise<void> {
    const Records = await this.model();
    await Records.updateOne({ _id: id, state: 'started' }, { $set: { state: 'done', answer } });
  }

  /** Frees the key: the request did nothing a retry could repeat (refused by a limit, service down). */
  async release(id: string): Promise<void> {
    const Records = await this.model();
    await Records.deleteOne({ _id: id, state: 'started' });
  }

  async close(): Promise<void> {
    const pending = this.connection;
    this.connection = null;
    if (pending) await (await pending.catch(() => null))?.close();
  }
}
