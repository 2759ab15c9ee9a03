// JSON answers (GraphQL and REST) go out gzip- or brotli-compressed when the client accepts it (issue 21:
// the trip page's /graphql answers were 17 KB uncompressed). The maintained `compression` middleware picks
// the encoding from Accept-Encoding. Plan-progress streams are left alone: a compressor buffers, and each
// event must reach the browser when it happens.
import compression from 'compression';
import type { Request, Response } from 'express';

/** Answers smaller than this gain nothing from compression (headers, framing). */
const THRESHOLD_BYTES = 1024;

export function compressedAnswers() {
  return compression({
    threshold: THRESHOLD_BYTES,
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('content-type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
