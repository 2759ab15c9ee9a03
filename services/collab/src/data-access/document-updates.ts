import mongoose, { type Connection, type Types } from 'mongoose';
import * as Y from 'yjs';

/**
 * A trip document in the database, as updates plus compaction (issue 22): every store appends the edits
 * made since the last one as one Yjs update, never the whole document; once a document has more than
 * `compactAfter` records, the records read are merged (Y.mergeUpdates) into one snapshot, which is
 * written before they are deleted. Yjs updates commute and are idempotent, so the records' order does
 * not matter, two replicas compacting at once leave two valid snapshots (merged next time), and a crash
 * between the write and the delete only leaves an update twice, which applies once.
 */
export interface DocumentUpdateRecord {
  _id: Types.ObjectId;
  document: string;
  kind: 'update' | 'snapshot';
  update: Buffer;
  createdAt: Date;
}

const updateSchema = new mongoose.Schema<DocumentUpdateRecord>(
  {
    document: { type: String, required: true },
    kind: { type: String, enum: ['update', 'snapshot'], required: true },
    update: { type: Buffer, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
updateSchema.index({ document: 1, _id: 1 });

export interface DocumentStore {
  /** Every stored update of the document, snapshot included (none for a new document). */
  load(document: string): Promise<Uint8Array[]>;
  /** Appends one update; answers whether the document was compacted after it. */
  append(document: string, update: Uint8Array): Promise<{ compacted: boolean }>;
  /** The records as stored (tests, tooling). */
  records(document: string): Promise<{ kind: 'update' | 'snapshot'; bytes: number }[]>;
}

/** A stored Buffer as lean() answers it: a Buffer, or the driver's Binary. */
function bytesOf(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  const binary = value as { buffer?: Uint8Array } | null;
  if (binary?.buffer instanceof Uint8Array) return binary.buffer;
  throw new Error('a stored document update is not binary');
}

export function createDocumentStore(
  connection: Connection,
  options: { compactAfter: number },
): DocumentStore {
  const Updates =
    (connection.models.DocumentUpdate as mongoose.Model<DocumentUpdateRecord> | undefined) ??
    connection.model<DocumentUpdateRecord>('DocumentUpdate', updateSchema, 'document_updates');

  const compact = async (document: string) => {
    const stored = await Updates.find({ document }, { _id: 1, update: 1 }).sort({ _id: 1 }).lean();
    if (stored.length <= 1) return;
    const snapshot = Y.mergeUpdates(stored.map((record) => bytesOf(record.update)));
    await Updates.create({
      document,
      kind: 'snapshot',
      update: Buffer.from(snapshot),
      createdAt: new Date(),
    });
    // Only what was merged: records another replica appended meanwhile stay.
    await Updates.deleteMany({ _id: { $in: stored.map((record) => record._id) } });
  };

  return {
    async load(document) {
      const stored = await Updates.find({ document }, { update: 1 }).sort({ _id: 1 }).lean();
      return stored.map((record) => bytesOf(record.update));
    },
    async append(document, update) {
      await Updates.create({ document, kind: 'update', update: Buffer.from(update), createdAt: new Date() });
      const count = await Updates.countDocuments({ document });
      if (count <= options.compactAfter) return { compacted: false };
      await compact(document);
      return { compacted: true };
    },
    async records(document) {
      const stored = await Updates.find({ document }, { kind: 1, update: 1 }).sort({ _id: 1 }).lean();
      return stored.map((record) => ({ kind: record.kind, bytes: bytesOf(record.update).byteLength }));
    },
  };
}
