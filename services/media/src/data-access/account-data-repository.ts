import { plainRecord as plain, type JsonRecord } from '@byway/kit';
import { COUNTER } from './geo-tagged-image-repository.js';
import type { MediaModels, ReactionKind } from './models.js';

/** The traveller's photos (geo-tagged images, public or not) (issue 9), found by their top-level, indexed `userId`. */
export function createAccountDataRepository({
  GeoTaggedImage,
  ImageReaction,
}: Pick<MediaModels, 'GeoTaggedImage' | 'ImageReaction'>) {
  return {
    async photoIdsOf(userId: string): Promise<number[]> {
      const docs = await GeoTaggedImage.find({ userId }, { _id: 1 }).lean();
      return docs.map((doc) => doc._id);
    },

    async exportOf(userId: string): Promise<{ photos: JsonRecord[] }> {
      const docs = await GeoTaggedImage.find({ userId }).sort({ createdAt: 1 }).lean();
      return { photos: docs.map(plain) };
    },

    /** Removes them all; repeating it does nothing. */
    async deleteAll(userId: string): Promise<void> {
      // Likes and saves on the traveller's photos by others go with the photos; the traveller's own likes,
      // saves and views of other photos go too, and those photos' counters are recounted without them.
      for (const imageId of await this.photoIdsOf(userId)) await ImageReaction.deleteMany({ imageId });
      const theirs = await ImageReaction.find({ userId }, { imageId: 1, kind: 1 }).lean();
      await ImageReaction.deleteMany({ userId });
      const touched = new Map<string, { imageId: number; kind: ReactionKind }>();
      for (const { imageId, kind } of theirs) touched.set(`${imageId}:${kind}`, { imageId, kind });
      for (const { imageId, kind } of touched.values()) {
        const count = await ImageReaction.countDocuments({ imageId, kind });
        await GeoTaggedImage.updateOne({ _id: imageId }, { $set: { [COUNTER[kind]]: count } });
      }
      await GeoTaggedImage.deleteMany({ userId });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
