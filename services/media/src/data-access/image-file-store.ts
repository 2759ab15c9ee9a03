import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import mongoose, { type Connection } from 'mongoose';
import { z } from 'zod';

/** The two files kept for an uploaded photo, both re-encoded without EXIF. */
export const IMAGE_FILE_KINDS = ['image', 'thumbnail'] as const;
export type ImageFileKind = (typeof IMAGE_FILE_KINDS)[number];

export interface StoredImageFile {
  contentType: string;
  bytes: Buffer;
}

/**
 * Where uploaded photos live: by default the service's own database through GridFS (the `geo_tagged_image_files.files`
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

export const imageStorageConfigSchema = z
  .object({
    /** Where uploaded photos are kept: the service's database (GridFS, the default) or S3-compatible storage. */
    MEDIA_STORAGE: z.enum(['gridfs', 's3']).default('gridfs'),
    /** S3-compatible endpoint, addressed path-style: `{endpoint}/{bucket}/{key}`. */
    MEDIA_S3_ENDPOINT: z.url().optional(),
    MEDIA_S3_BUCKET: z.string().min(1).optional(),
    MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
    MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    MEDIA_S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  })
  .refine(
    (config) =>
      config.MEDIA_STORAGE === 'gridfs' ||
      (config.MEDIA_S3_ENDPOINT &&
        config.MEDIA_S3_BUCKET &&
        config.MEDIA_S3_ACCESS_KEY_ID &&
        config.MEDIA_S3_SECRET_ACCESS_KEY),
    {
      message:
        'MEDIA_STORAGE=s3 needs MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY',
    },
  );
export type ImageStorageConfig = z.output<typeof imageStorageConfigSchema>;

/**
 * S3-compatible storage (AWS S3, MinIO, R2...) when configured: each file is the object
 * `{imageId}/{kind}`, written and read with SigV4-signed requests (aws4fetch).
 */
export function createS3ImageStore(config: ImageStorageConfig): ImageFileStore {
  const { MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY } = config;
  if (!MEDIA_S3_ENDPOINT || !MEDIA_S3_BUCKET || !MEDIA_S3_ACCESS_KEY_ID || !MEDIA_S3_SECRET_ACCESS_KEY)
    throw new Error('S3 storage is not configured');
  const client = new AwsClient({
    accessKeyId: MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: MEDIA_S3_SECRET_ACCESS_KEY,
    region: config.MEDIA_S3_REGION,
    service: 's3',
  });
  const base = `${MEDIA_S3_ENDPOINT.replace(/\/+$/, '')}/${encodeURIComponent(MEDIA_S3_BUCKET)}`;
  const objectUrl = (imageId: number, kind: ImageFileKind) => `${base}/${fileName(imageId, kind)}`;
  const send = (url: string, init: RequestInit = {}) =>
    client.fetch(url, { ...init, signal: AbortSignal.timeout(config.MEDIA_S3_TIMEOUT_MS) });

  return {
    async put(imageId, kind, file) {
      const response = await send(objectUrl(imageId, kind), {
        method: 'PUT',
        body: new Uint8Array(file.bytes),
        headers: { 'content-type': file.contentType },
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`S3 PUT answered ${response.status}`);
    },

    async get(imageId, kind) {
      const response = await send(objectUrl(imageId, kind));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new Error(`S3 GET answered ${response.status}`);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    async remove(imageId) {
      for (const kind of IMAGE_FILE_KINDS) {
        const response = await send(objectUrl(imageId, kind), { method: 'DELETE' });
        await response.body?.cancel();
        if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE answered ${response.status}`);
      }
    },
  };
}

/** The store the configuration asks for: GridFS unless MEDIA_STORAGE=s3. */
export function createImageFileStore(connection: Connection, config: ImageStorageConfig): ImageFileStore {
  return config.MEDIA_STORAGE === 's3' ? createS3ImageStore(config) : createGridFsImageStore(connection);
}
