import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, internalHeaders } from '@byway/kit/testing';
import { definition } from '../src/definition.js';
import { imageStorageConfigSchema } from '../src/data-access/image-file-store.js';
import { useService } from '@byway/kit/testing/vitest';

/** MEDIA_STORAGE=s3: uploaded photos go to S3-compatible storage (a fake S3 server here), not GridFS. */
describe('photo files in S3-compatible storage', () => {
  let s3: S3rver;
  let directory: string;
  let s3Port: number;
  let bucketUrl: string;
  const aws = new AwsClient({
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    service: 's3',
  });

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'byway-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'photos' }],
    });
    s3Port = (await s3.run()).port;
    bucketUrl = `http://127.0.0.1:${s3Port}/photos`;
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  const service = useService(definition, () => ({
    env: {
      MEDIA_STORAGE: 's3',
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      MEDIA_S3_BUCKET: 'photos',
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      USERS_URL: 'http://127.0.0.1:9/graphql',
      USERS_TIMEOUT_MS: '200',
      LOG_LEVEL: 'silent',
    },
  }));

  it('stores, serves and deletes both files in the bucket, nothing in GridFS', async () => {
    const base = service.url.replace(/\/graphql$/, '');
    const vouched = internalHeaders(callerFor('ana'));
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#48c' } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${base}/internal/geo-tagged-images/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...vouched },
      body: JSON.stringify({
        fields: {
          title: 'Lake',
          category: 'nature',
          locationName: 'Tahoe',
          latitude: 39.1,
          longitude: -120.0,
        },
        fileBase64: png.toString('base64'),
      }),
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };

    const stored = await aws.fetch(`${bucketUrl}/${id}/image`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect((await aws.fetch(`${bucketUrl}/${id}/thumbnail`)).headers.get('content-type')).toBe('image/webp');
    expect(await service.connection.collection('geo_tagged_image_files.files').countDocuments()).toBe(0);

    const served = await fetch(`${base}/internal/geo-tagged-images/${id}/thumbnail`, {
      headers: vouched,
    });
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(480);

    const removed = await callSubgraph(
      service.url,
      `mutation($id: Int!) { deleteGeoTaggedImage(id: $id) }`,
      { id },
      callerFor('ana'),
    );
    expect(removed.data).toEqual({ deleteGeoTaggedImage: true });
    expect((await aws.fetch(`${bucketUrl}/${id}/image`)).status).toBe(404);
    expect((await aws.fetch(`${bucketUrl}/${id}/thumbnail`)).status).toBe(404);
  });

  it('refuses MEDIA_STORAGE=s3 without its endpoint, bucket and keys', () => {
    expect(imageStorageConfigSchema.safeParse({ MEDIA_STORAGE: 's3' }).success).toBe(false);
    expect(imageStorageConfigSchema.parse({}).MEDIA_STORAGE).toBe('gridfs');
  });
});
