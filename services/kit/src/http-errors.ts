import type express from 'express';
import type { Logger } from './logger.js';
import {
  AppError,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './errors.js';

interface HttpFailure {
  status: number;
  message: string;
  retryAfterSeconds?: number;
}

/**
 * What went wrong with a request body that express.json could not read, as a status and a message for
 * the caller; null for any other error. Subgraphs, /graphql and the REST adapter word these the same way.
 */
export function bodyParseFailure(error: unknown): { status: number; message: string } | null {
  const { type, status, expose } = (error ?? {}) as { type?: string; status?: number; expose?: boolean };
  if (type === 'entity.parse.failed') return { status: 400, message: 'Malformed JSON body' };
  if (type === 'entity.too.large') return { status: 413, message: 'Request body is too large' };
  // A body that does not inflate (garbage gzip) comes without a type, marked as the client's (expose).
  if ((type || expose) && status && status >= 400 && status < 500)
    return { status, message: 'Invalid request body' };
  return null;
}

/**
 * The last handlers of an express app: JSON `{ message }` for an unknown path and for every error, a 4xx
 * for the caller's mistakes (unreadable body, malformed URL), never Express's HTML page with a stack trace.
 */
export function jsonErrorHandlers(logger: Logger): [express.RequestHandler, express.ErrorRequestHandler] {
  const notFound: express.RequestHandler = (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  };
  const failed: express.ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const failure: HttpFailure | null =
      bodyParseFailure(error) ??
      appFailure(error) ??
      clientMistake(error) ??
      (isDatabaseUnavailable(error)
        ? {
            status: 503,
            message: DATABASE_UNAVAILABLE_MESSAGE,
            retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
          }
        : null);
    if (!failure)
      logger.error({ err: error instanceof Error ? error : String(error) }, 'unexpected HTTP error');
    if (res.headersSent) return void res.end();
    if (failure?.retryAfterSeconds) res.set('Retry-After', String(failure.retryAfterSeconds));
    res.status(failure?.status ?? 500).json({ message: failure?.message ?? 'Something went wrong' });
  };
  return [notFound, failed];
}

/** Our own errors (a 429 of a cap, say): their status, message and Retry-After; internals stay masked. */
function appFailure(error: unknown): HttpFailure | null {
  if (!(error instanceof AppError) || error.code === 'INTERNAL_SERVER_ERROR') return null;
  return {
    status: error.status,
    message: error.message,
    ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  };
}

/** Other errors express marks as the client's (a URL it cannot decode, say). */
function clientMistake(error: unknown): { status: number; message: string } | null {
  const status = (error as { status?: number } | null)?.status;
  if (error instanceof URIError) return { status: 400, message: 'Malformed URL' };
  return status && status >= 400 && status < 500 ? { status, message: 'Bad request' } : null;
}
