import type { DiscoveryModels } from './models.js';

/** A stored document as plain JSON (`_id` as `id`, dates as ISO strings), for the traveller's data export. */
export type JsonRecord = Record<string, unknown>;

function plain(doc: unknown): JsonRecord {
  const { _id, ...rest } = JSON.parse(JSON.stringify(doc)) as JsonRecord;
  return { id: _id, ...rest };
}

/** The traveller's reviews (issue 9), found by their top-level, indexed `userId`. */
export function createAccountDataRepository({ Review }: Pick<DiscoveryModels, 'Review'>) {
  return {
    async exportOf(userId: string): Promise<{ reviews: JsonRecord[] }> {
      const docs = await Review.find({ userId }).sort({ createdAt: 1 }).lean();
      return { reviews: docs.map(plain) };
    },

    /** Removes them all; repeating it does nothing. */
    async deleteAll(userId: string): Promise<void> {
      await Review.deleteMany({ userId });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
