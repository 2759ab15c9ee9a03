import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { DATABASE_UNAVAILABLE_MESSAGE, type Logger } from '@byway/kit';
import type { GatewayContext } from '../context.js';
// The same bound as Apollo's own parse: a keyed document past it is refused by Apollo anyway.
import { OPERATION_LIMITS } from '../operation-limits.js';
import { timeBudgetOf } from '../time-budgets.js';
import { MAX_STORED_ANSWER_BYTES, recordId, type IdempotencyRecords, type StoredAnswer } from './records.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 255 visible characters (letters, digits, punctuation).',
  inProgress: 'A request with this Idempotency-Key is still being handled. Try again in a moment.',
  mismatch: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
} as const;

/** Printable ASCII without spaces, as the IETF draft's examples and Stripe's keys; quotes are allowed around it. */
const KEY = /^"?([\x21-\x7e]{1,255}?)"?$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** After the request's own time budget, a claim still 'started' belongs to a gateway that stopped mid-way. */
const LOCK_MARGIN_MS = 30_000;

/**
 * Safe retries for writes (IETF draft 'The Idempotency-Key HTTP Header Field'): a signed-in client that
 * sends `Idempotency-Key` with a REST write or a GraphQL mutation gets, for every retry with the same key
 * within a day, the answer of the first request instead of a second write, also after a gateway restart
 * or from another replica. The answer reaches the client only once it is stored, so a client that saw
 * an answer (or a reset after it) finds it on retry.
 *
 * Not stored, so a retry runs again: 429 (a limit refused it) and 503 (a service was down), where nothing
 * was written. A gateway that dies mid-request leaves its claim 'started'; a retry waits for the request's
 * time budget and then runs it again, so only a crash in the middle of a write can still write twice.
 */
export function idempotentWrites(
  records: IdempotencyRecords,
  shape: 'rest' | 'graphql',
  logger: Logger,
): RequestHandler {
  const refuse = (res: Response, status: number, code: string, message: string) =>
    shape === 'rest'
      ? res.status(status).json({ message })
      : res.status(status).json({ errors: [{ message, extensions: { code } }] });

  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.get(IDEMPOTENCY_HEADER);
    if (header === undefined || !WRITE_METHODS.has(req.method)) return next();
    if (shape === 'graphql' && !isMutation(req.body)) return next();
    const key = KEY.exec(header.trim())?.[1];
    if (!key) return refuse(res, 400, 'BAD_USER_INPUT', IDEMPOTENCY_MESSAGES.badKey);
    // Keys belong to a traveller; a signed-out write is refused by its route anyway.
    const userId = (res.locals.gatewayContext as GatewayContext | undefined)?.caller.userId;
    if (!userId) return next();

    const id = recordId(userId, key);
    const budget = timeBudgetOf(req);
    if (budget === null) return next(); // a stream is not an answer that can be kept
    void records
      .claim(id, fingerprintOf(req), budget + LOCK_MARGIN_MS)
      .then((claim) => {
        switch (claim.kind) {
          case 'replay':
            return replay(res, claim.answer);
          case 'in-progress':
            res.set('Retry-After', String(claim.retryAfterSeconds));
            return refuse(res, 409, 'CONFLICT', IDEMPOTENCY_MESSAGES.inProgress);
          case 'mismatch':
            return refuse(res, 422, 'BAD_USER_INPUT', IDEMPOTENCY_MESSAGES.mismatch);
          case 'claimed':
            keepAnswer(res, records, id, logger);
            return next();
        }
      })
      .catch((error: unknown) => {
        // Without the record the retry could not be told apart: refuse rather than risk a second write.
        logger.warn({ err: error }, 'idempotency records unavailable');
        res.set('Retry-After', '5');
        refuse(res, 503, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
      });
  };
}

/** The same key with another method, path or body is another request. */
function fingerprintOf(req: Request): string {
  const hash = createHash('sha256').update(`${req.method} ${req.originalUrl}\n`);
  // JSON bodies are parsed before this runs; an upload's body is still unread: its type and length stand in.
  if (req.body !== undefined) hash.update(JSON.stringify(req.body));
  else hash.update(`${req.get('content-type') ?? ''};${req.get('content-length') ?? ''}`);
  return hash.digest('hex');
}

function isMutation(body: unknown): boolean {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  try {
    const operations = parse(query, {
      noLocation: true,
      maxTokens: OPERATION_LIMITS.maxTokens,
    }).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const chosen =
      typeof operationName === 'string'
        ? operations.find((o) => o.name?.value === operationName)
        : operations.length === 1
          ? operations[0]
          : undefined;
    return chosen?.operation === 'mutation';
  } catch {
    return false; // Apollo answers the syntax error
  }
}

function replay(res: Response, answer: StoredAnswer): void {
  res.status(answer.status).set(REPLAYED_HEADER, 'true');
  if (answer.contentType) res.set('Content-Type', answer.contentType);
  if (answer.location) res.set('Location', answer.location);
  res.end(answer.body);
}

type EndArgs = Parameters<Response['end']>;

/**
 * Collects what the route writes and stores it with the key before the answer leaves: a client that saw
 * the answer always finds it on a retry.
 */
function keepAnswer(res: Response, records: IdempotencyRecords, id: string, logger: Logger): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown) => {
    if (typeof chunk === 'string') chunk = Buffer.from(chunk);
    if (!(chunk instanceof Uint8Array)) return;
    size += chunk.byteLength;
    if (size <= MAX_STORED_ANSWER_BYTES) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: EndArgs) => Response;
  // Express types write/end with overloads a wrapper cannot restate; the wrappers pass every argument on.
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((...args: EndArgs) => {
    const [chunk] = args;
    if (typeof chunk !== 'function') collect(chunk);
    const status = res.statusCode;
    const settled =
      status === 429 || status === 503 || size > MAX_STORED_ANSWER_BYTES
        ? records.release(id)
        : records.complete(id, {
            status,
            contentType: headerText(res.getHeader('content-type')),
            location: headerText(res.getHeader('location')),
            body: Buffer.concat(chunks).toString('utf8'),
          });
    void settled
      .catch((error: unknown) => logger.warn({ err: error }, 'could not keep the answer for its key'))
      .finally(() => end(...args));
    return res;
  }) as Response['end'];
}

function headerText(value: number | string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : String(value);
}
