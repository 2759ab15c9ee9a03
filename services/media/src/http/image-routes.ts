import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { AppError, type Caller } from '@byway/kit';
import { PHOTO_UPLOAD } from '@byway/contracts/rules';
import { z } from 'zod';
import type { GeoTaggedImages } from '../domain/geo-tagged-images.js';
import { TOO_LARGE } from '../domain/image-processing.js';

/**
 * Uploads a process takes at once, body included (issue 18): each holds its file two or three times while
 * it is read (JSON, base64, bytes; up to ~35 MB), and waits for the decode slot (~2.5 s per 48 MP photo, so
 * the last of 6 is done well within the gateway's 30 s). One more is answered 503 with Retry-After before
 * its body is read; the gateway passes that on.
 */
export const UPLOADS_IN_FLIGHT = 6;
export const UPLOADS_BUSY = 'Many photos are being uploaded right now. Please try again in a few seconds.';

/**
 * The upload body the gateway sends: the form's fields and the file as base64. Base64 in JSON (a third
 * larger) keeps this one small route simple; the gateway has already refused anything over the limit.
 */
const uploadBodySchema = z.object({
  fields: z.record(z.string(), z.unknown()),
  fileBase64: z.string().max(Math.ceil((PHOTO_UPLOAD.maxBytes * 4) / 3) + 8, TOO_LARGE),
});

const fileKindSchema = z.enum(['image', 'thumbnail']);

const callerOf = (res: Response) => res.locals.caller as Caller;

/**
 * AppErrors answer with their status and message (and Retry-After past a budget); anything else goes on to
 * the service's error handler.
 */
const answerErrors = (error: unknown, _req: Request, res: Response, next: NextFunction) => {
  if (!(error instanceof AppError)) return next(error);
  if (error.retryAfterSeconds) res.set('retry-after', String(error.retryAfterSeconds));
  res
    .status(error.status)
    .json(error.issues ? { message: error.message, issues: error.issues } : { message: error.message });
};

/** The form's fields and the file's bytes; the request lets go of the base64 text, so only the bytes wait. */
function readUploadBody(req: Request): { fields: Record<string, unknown>; bytes: Buffer } {
  const body = uploadBodySchema.safeParse(req.body);
  req.body = undefined;
  if (!body.success) throw AppError.badInput(body.error.issues[0]?.message ?? 'Invalid upload');
  return { fields: body.data.fields, bytes: Buffer.from(body.data.fileBase64, 'base64') };
}

/**
 * Plain HTTP beside GraphQL (mounted under /internal, gateway only): photo uploads, whose bytes GraphQL
 * does not carry, and the stored files, served with the caller's visibility rules.
 */
export function imageRoutes(images: GeoTaggedImages) {
  let inFlight = 0;
  const admitUpload: RequestHandler = (_req, res, next) => {
    if (inFlight >= UPLOADS_IN_FLIGHT) {
      const busy = new AppError('UNAVAILABLE', UPLOADS_BUSY);
      busy.retryAfterSeconds = 5;
      throw busy;
    }
    inFlight++;
    // 'close' comes once per response, answered or abandoned by the caller.
    res.once('close', () => inFlight--);
    next();
  };

  return (router: Router) => {
    router.post(
      '/geo-tagged-images/upload',
      admitUpload,
      express.json({ limit: Math.ceil((PHOTO_UPLOAD.maxBytes * 4) / 3) + 64 * 1024 }),
      async (req, res) => {
        const { fields, bytes } = readUploadBody(req);
        const image = await images.upload(callerOf(res), fields, bytes);
        res.status(201).json(image);
      },
    );

    router.get('/geo-tagged-images/:id/:kind', async (req, res) => {
      const kind = fileKindSchema.safeParse(req.params.kind);
      if (!kind.success) throw AppError.notFound('File');
      const { image, file } = await images.file(callerOf(res), req.params.id, kind.data);
      res
        .status(200)
        .set({
          'content-type': file.contentType,
          'content-length': String(file.bytes.length),
          // A photo's file never changes (a new upload gets a new id), but its owner may delete it: shared
          // caches keep a public one for an hour at most; a private one stays in the owner's browser only.
          'cache-control': image.isPublic ? 'public, max-age=3600' : 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
        })
        .end(file.bytes);
    });

    router.use(answerErrors);
  };
}
