import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '@byway/kit';
import { geoTaggedImageIdParamSchema, PHOTO_UPLOAD, type GeoTaggedImage } from '@byway/contracts/rest';
import { z } from 'zod';
import { contextOf, execute, requireSignedIn, sendJson, type RestDeps } from '../adapter.js';
import { refuseCrossSite } from '../cross-site.js';
import { BUDGET, ok, readInput, UNAVAILABLE, type RestOperation, type RestRoute } from '../route-table.js';
import { UNAVAILABLE_MESSAGE } from '../../supergraph/subgraph-data-source.js';

export const IMAGE_FIELDS = `
  id userId imageUrl thumbnailUrl photographerName photographerUrl title description category tags latitude
  longitude locationName city state country dateTaken season timeOfDay weather views likes saves isPublic
  isFeatured createdAt likedByMe savedByMe mine`;

export const imageId = {
  id: { schema: geoTaggedImageIdParamSchema, description: 'The photo, a whole number.' },
};
export const NO_PHOTO = { status: 404, when: 'No such photo, or a private photo of someone else.' };

const GEO_TAGGED_IMAGE = `query GeoTaggedImage($id: Int!) { geoTaggedImage(id: $id) { ${IMAGE_FIELDS} } }`;

const TOO_LARGE = `The file is larger than ${PHOTO_UPLOAD.maxBytes / (1024 * 1024)} MB`;
const NO_FILE = 'Choose a photo to upload (field "image")';

/**
 * The multipart reader: one file in `image`, kept in memory (at most 10 MB, so at most that per upload)
 * and a few text fields of the photo form.
 */
const readUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_UPLOAD.maxBytes, files: 1, fields: 30, fieldSize: 10_000, parts: 32 },
}).single('image');

function parseMultipart(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    readUpload(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        const message =
          error.code === 'LIMIT_FILE_SIZE'
            ? TOO_LARGE
            : error.code === 'LIMIT_UNEXPECTED_FILE'
              ? 'Send one photo, in the field "image"'
              : 'The upload has too many or too large fields';
        return reject(AppError.badInput(message));
      }
      reject(AppError.badInput('The upload could not be read (multipart/form-data expected)'));
    });
  });
}

const mediaAnswerSchema = z.object({ id: z.number().int().optional(), message: z.string().optional() });

const uploadGeoTaggedImage: RestOperation = {
  id: 'uploadGeoTaggedImage',
  method: 'post',
  path: '/api/geo-tagged-images/upload',
  tag: 'Photos',
  summary: `Upload a photo (JPEG, PNG or WebP, up to ${PHOTO_UPLOAD.maxBytes / (1024 * 1024)} MB)`,
  description:
    'latitude, longitude and dateTaken may be left out when the file’s EXIF has them; the stored file has ' +
    'no EXIF. A photo of more than 50 megapixels (8192 x 6144) is refused with 400.',
  auth: 'signed-in',
  body: {
    shape: 'GeoTaggedImageUploadFields',
    contentType: 'multipart/form-data',
    file: { field: 'image', mediaTypes: PHOTO_UPLOAD.mimeTypes },
  },
  answers: [ok('GeoTaggedImage', 'The photo.', 201)],
  errors: [
    BUDGET('new photos (uploads and linked images together)'),
    {
      status: 503,
      when: 'The media service cannot be reached, or is taking as many uploads as it may; Retry-After says when to try again.',
    },
  ],
};

/**
 * The upload goes to the media service's /internal route (bytes that GraphQL does not carry) with the
 * caller's signed identity, so the service applies the same ownership and visibility rules; the stored
 * photo is then read back over GraphQL.
 */
export const UPLOAD_ROUTE: RestRoute = {
  ...uploadGeoTaggedImage,
  handler: (deps) => {
    const publicOrigin = new URL(deps.publicUrl).origin;
    return async (req, res) => {
      // Cross-site pages and signed-out callers are turned away before a byte of the file is read.
      refuseCrossSite(req, publicOrigin);
      requireSignedIn(res);
      if (!req.is('multipart/form-data')) throw AppError.badInput('Send the photo as multipart/form-data');
      await parseMultipart(req, res);
      // Checked here too, so a form mistake is answered before the file travels on.
      const fields = readInput(uploadGeoTaggedImage, req).body as Record<string, unknown>;
      const file = req.file;
      if (!file) throw AppError.badInput(NO_FILE);
      if (file.size === 0) throw AppError.badInput('The file is empty');
      const id = await storeUpload(deps, res, fields, file.buffer);
      const { geoTaggedImage } = await execute<{ geoTaggedImage: GeoTaggedImage | null }>(
        deps,
        res,
        GEO_TAGGED_IMAGE,
        { id },
      );
      if (!geoTaggedImage) throw new Error('the uploaded image could not be read back');
      await sendJson(deps, res, 201, geoTaggedImage);
    };
  },
};

/**
 * On to the media service as JSON with the file in base64 (a third larger, at most ~14 MB on the internal
 * network): one small route, no second multipart parser; the service checks the bytes again.
 */
async function storeUpload(
  deps: RestDeps,
  res: Response,
  fields: Record<string, unknown>,
  bytes: Buffer,
): Promise<number> {
  const upstream = await deps.internal.media.json('/geo-tagged-images/upload', {
    caller: contextOf(res).caller,
    body: { fields: { ...fields }, fileBase64: bytes.toString('base64') },
  });
  const answer = mediaAnswerSchema.parse(upstream.body ?? {});
  if (upstream.status === 400) throw AppError.badInput(answer.message ?? 'The photo could not be stored');
  if (upstream.status === 401) throw AppError.unauthenticated();
  // The traveller's photo budget (RATE_LIMIT_RULES.photoUpload): its message and wait, as the service said.
  if (upstream.status === 429)
    throw AppError.tooManyRequests(
      answer.message ?? 'Too many uploads. Please try again later.',
      Number(upstream.headers.get('retry-after')) || 60,
    );
  // The service is taking as many uploads as its memory allows: try again shortly (and say when).
  if (upstream.status === 503) {
    const busy = new AppError('UNAVAILABLE', answer.message ?? UNAVAILABLE_MESSAGE);
    busy.retryAfterSeconds = Number(upstream.headers.get('retry-after')) || 5;
    throw busy;
  }
  if (upstream.status !== 201 || answer.id === undefined)
    throw new Error(`media upload answered ${upstream.status}`);
  return answer.id;
}

/** An uploaded photo's file or thumbnail, from the media service's /internal route, as the caller. */
function fileRoute(kind: 'image' | 'thumbnail'): RestRoute {
  const operation: RestOperation = {
    id: kind === 'image' ? 'getGeoTaggedImageFile' : 'getGeoTaggedImageThumbnail',
    method: 'get',
    path: `/api/geo-tagged-images/{id}/${kind}`,
    tag: 'Photos',
    summary:
      kind === 'image'
        ? "An uploaded photo's file"
        : `An uploaded photo's thumbnail (${PHOTO_UPLOAD.thumbnailWidth} px wide)`,
    auth: 'public',
    pathParams: imageId,
    answers: [{ status: 200, description: 'The image.', file: { mediaTypes: PHOTO_UPLOAD.mimeTypes } }],
    errors: [NO_PHOTO, UNAVAILABLE],
  };
  return {
    ...operation,
    handler: (deps: RestDeps) => async (req: Request, res: Response) => {
      const { id } = readInput(operation, req).params;
      const upstream = await deps.internal.media.binary(`/geo-tagged-images/${String(id)}/${kind}`, {
        caller: contextOf(res).caller,
      });
      if (upstream.status === 404) throw AppError.notFound('Image');
      if (upstream.status !== 200) throw new Error(`media file answered ${upstream.status}`);
      const { bytes } = upstream;
      res
        .status(200)
        .set({
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
          'cache-control': upstream.headers.get('cache-control') ?? 'private, max-age=3600',
          'content-length': String(bytes.length),
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        })
        .end(bytes);
    },
  };
}

export const PHOTO_FILE_ROUTES: RestRoute[] = [fileRoute('image'), fileRoute('thumbnail')];
