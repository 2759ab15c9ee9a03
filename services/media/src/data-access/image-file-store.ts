import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { type Connection } from 'mongoose';

/** The two files kept for an uploaded photo, both re-encoded without EXIF. */
export const IMAGE_FILE_KINDS = ['image', 'thumbnail'] as const;
export type ImageFileKind = (typeof IMAGE_FILE_KINDS)[number];

export interface StoredImageFile {
  contentType: string;
  bytes: Buffer;
}

/**
 * Where uploaded photos live: the service's own database through GridFS (the `geo_tagged_image_files.files`
 * and `.chunks` collections), found by their top-level `filename` (`{imageId}/{kind}`), which GridFS indexes.
 */
export interface ImageFileStore {
  put(imageId: number, kind: ImageFileKind, file: StoredImageFile): Promise<void>;
  get(imageId: number, kind: ImageFileKind): Promise<StoredImageFile | null>;
  /** Removes both files of an image; nothing to remove is fine. */
  remove(imageId: number): Promise<void>;
}

const fileName = (imageId: number, kind: ImageFileKind) => `${imageId}/${kind}`;

export function createGridFsImageStore(connection: Connection): ImageFileStore {
  const bucket = () => {
    const db = connection.db;
    if (!db) throw new Error('the media database is not connected');
    return new mongoose.mongo.GridFSBucket(db, { bucketName: 'geo_tagged_image_files' });
  };

  const filesNamed = (name: string) => bucket().find({ filename: name }).toArray();

  return {
    async put(imageId, kind, file) {
      const name = fileName(imageId, kind);
      for (const old of await filesNamed(name)) await bucket().delete(old._id);
      await pipeline(
        Readable.from([file.bytes]),
        bucket().openUploadStream(name, { metadata: { imageId, kind, contentType: file.contentType } }),
      );
    },

    async get(imageId, kind) {
      const [file] = await filesNamed(fileName(imageId, kind));
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket().openDownloadStream(file._id)) chunks.push(chunk as Buffer);
      const contentType = (file.metadata as { contentType?: unknown } | undefined)?.contentType;
      return {
        bytes: Buffer.concat(chunks),
        contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      };
    },

    async remove(imageId) {
      for (const kind of IMAGE_FILE_KINDS) {
        for (const file of await filesNamed(fileName(imageId, kind))) await bucket().delete(file._id);
      }
    },
  };
}
