import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { AppError, parseInput } from '@byway/kit';
import {
  geoTaggedImageIdParamSchema,
  geoTaggedImageQuerySchema,
  geoTaggedImageRequestSchema,
  geoTaggedImageUploadFieldsSchema,
  PHOTO_UPLOAD,
  type GeoTaggedImage,
  type GeoTaggedImageReactionResponse,
} from '@byway/contracts/rest';
import { z } from 'zod';
import { refuseCrossSite } from './account-routes.js';
import { contextOf, execute, requireSignedIn, sendJson, type RestDeps } from './adapter.js';
import { UNAVAILABLE_MESSAGE } from '../supergraph/subgraph-data-source.js';

const IMAGE_FIELDS = `
  id userId imageUrl thumbnailUrl photographerName photographerUrl title description category tags latitude
  longitude locationName city state country dateTaken season timeOfDay weather views likes saves isPublic
  isFeatured createdAt likedByMe savedByMe mine`;

const GEO_TAGGED_IMAGES = `query GeoTaggedImages($filter: GeoTaggedImageFilter) {
  geoTaggedImages(filter: $filter) { ${IMAGE_FIELDS} } }`;
const GEO_TAGGED_IMAGE = `query GeoTaggedImage($id: Int!) { geoTaggedImage(id: $id) { ${IMAGE_FIELDS} } }`;
const CREATE_GEO_TAGGED_IMAGE = `mutation CreateGeoTaggedImage($input: GeoTaggedImageInput!) {
  createGeoTaggedImage(input: $input) { ${IMAGE_FIELDS} } }`;
const LIKE_GEO_TAGGED_IMAGE = `mutation LikeGeoTaggedImage($id: Int!) {
  likeGeoTaggedImage(id: $id) { active image { ${IMAGE_FIELDS} } } }`;
const SAVE_GEO_TAGGED_IMAGE = `mutation SaveGeoTaggedImage($id: Int!) {
  saveGeoTaggedImage(id: $id) { active image { ${IMAGE_FIELDS} } } }`;
const VIEW_GEO_TAGGED_IMAGE = `mutation ViewGeoTaggedImage($id: Int!) { viewGeoTaggedImage(id: $id) }`;
const DELETE_GEO_TAGGED_IMAGE = `mutation DeleteGeoTaggedImage($id: Int!) { deleteGeoTaggedImage(id: $id) }`;

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

/**
 * Photo discovery (issue 10): the list, the partners' JSON create, the multipart upload, like, save, view,
 * delete and the stored files. Everything but the files runs a GraphQL operation of the media subgraph;
 * the upload and the files go to the media service's /internal routes (bytes that GraphQL does not carry)
 * with the caller's signed identity, so the service applies the same ownership and visibility rules.
 */
export function geoTaggedImageRoutes(deps: RestDeps): Router {
  const router = Router();
  const media = deps.internal.media;
  const publicOrigin = new URL(deps.publicUrl).origin;

  router.get('/geo-tagged-images', async (req, res) => {
    const filter = parseInput(geoTaggedImageQuerySchema, req.query);
    const { geoTaggedImages } = await execute<{ geoTaggedImages: GeoTaggedImage[] }>(
      deps,
      res,
      GEO_TAGGED_IMAGES,
      { filter },
    );
    await sendJson(deps, res, 200, geoTaggedImages);
  });

  router.post('/geo-tagged-images', async (req, res) => {
    requireSignedIn(res);
    const input = parseInput(geoTaggedImageRequestSchema, req.body ?? {});
    const { createGeoTaggedImage } = await execute<{ createGeoTaggedImage: GeoTaggedImage }>(
      deps,
      res,
      CREATE_GEO_TAGGED_IMAGE,
      { input },
    );
    await sendJson(deps, res, 201, createGeoTaggedImage);
  });

  router.post('/geo-tagged-images/upload', async (req, res) => {
    // Cross-site pages and signed-out callers are turned away before a byte of the file is read.
    refuseCrossSite(req, publicOrigin);
    requireSignedIn(res);
    if (!req.is('multipart/form-data')) throw AppError.badInput('Send the photo as multipart/form-data');
    await parseMultipart(req, res);
    // Checked here too, so a form mistake is answered before the file travels on.
    const fields = parseInput(geoTaggedImageUploadFieldsSchema, req.body ?? {});
    const file = req.file;
    if (!file) throw AppError.badInput(NO_FILE);
    if (file.size === 0) throw AppError.badInput('The file is empty');
    // On to the media service as JSON with the file in base64 (a third larger, at most ~14 MB on the
    // internal network): one small route, no second multipart parser; the service checks the bytes again.
    const upstream = await media.json('/geo-tagged-images/upload', {
      caller: contextOf(res).caller,
      body: { fields: { ...fields }, fileBase64: file.buffer.toString('base64') },
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
    const { geoTaggedImage } = await execute<{ geoTaggedImage: GeoTaggedImage | null }>(
      deps,
      res,
      GEO_TAGGED_IMAGE,
      {
        id: answer.id,
      },
    );
    if (!geoTaggedImage) throw new Error('the uploaded image could not be read back');
    await sendJson(deps, res, 201, geoTaggedImage);
  });

  const serveFile = (kind: 'image' | 'thumbnail') => async (req: Request, res: Response) => {
    const id = parseInput(geoTaggedImageIdParamSchema, req.params.id);
    const upstream = await media.binary(`/geo-tagged-images/${id}/${kind}`, {
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
  };
  router.get('/geo-tagged-images/:id/image', serveFile('image'));
  router.get('/geo-tagged-images/:id/thumbnail', serveFile('thumbnail'));

  const toggle = (path: 'like' | 'save', query: string, field: 'likeGeoTaggedImage' | 'saveGeoTaggedImage') =>
    router.post(`/geo-tagged-images/:id/${path}`, async (req, res) => {
      refuseCrossSite(req, publicOrigin);
      requireSignedIn(res);
      const id = parseInput(geoTaggedImageIdParamSchema, req.params.id);
      const data = await execute<Record<typeof field, GeoTaggedImageReactionResponse>>(deps, res, query, {
        id,
      });
      await sendJson(deps, res, 200, data[field]);
    });
  toggle('like', LIKE_GEO_TAGGED_IMAGE, 'likeGeoTaggedImage');
  toggle('save', SAVE_GEO_TAGGED_IMAGE, 'saveGeoTaggedImage');

  router.post('/geo-tagged-images/:id/view', async (req, res) => {
    refuseCrossSite(req, publicOrigin);
    requireSignedIn(res);
    const id = parseInput(geoTaggedImageIdParamSchema, req.params.id);
    const { viewGeoTaggedImage } = await execute<{ viewGeoTaggedImage: number }>(
      deps,
      res,
      VIEW_GEO_TAGGED_IMAGE,
      {
        id,
      },
    );
    await sendJson(deps, res, 200, { views: viewGeoTaggedImage });
  });

  router.delete('/geo-tagged-images/:id', async (req, res) => {
    requireSignedIn(res);
    const id = parseInput(geoTaggedImageIdParamSchema, req.params.id);
    await execute(deps, res, DELETE_GEO_TAGGED_IMAGE, { id });
    await sendJson(deps, res, 204, undefined);
  });

  return router;
}
