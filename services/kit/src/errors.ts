import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import mongoose from 'mongoose';

/** Every failure a caller may see. Anything else is an internal error and is masked. */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: ErrorIssue[] | undefined;
  /** With TOO_MANY_REQUESTS or UNAVAILABLE: seconds until the caller may try again (HTTP Retry-After). */
  retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, issues?: ErrorIssue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  static tooManyRequests(message: string, retryAfterSeconds: number) {
    const error = new AppError('TOO_MANY_REQUESTS', message);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static badInput(message: string, issues?: ErrorIssue[]) {
    return new AppError('BAD_USER_INPUT', message, issues);
  }
  static unauthenticated(message = 'You are not signed in') {
    return new AppError('UNAUTHENTICATED', message);
  }
  static notFound(what: string) {
    return new AppError('NOT_FOUND', `${what} not found`);
  }
  /** A 503 that tells the caller when to try again (Retry-After). */
  static unavailable(message: string) {
    const error = new AppError('UNAVAILABLE', message);
    error.retryAfterSeconds = UNAVAILABLE_RETRY_AFTER_SECONDS;
    return error;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

export function statusForCode(code: unknown): number {
  return isErrorCode(code) ? ERROR_STATUS[code] : 500;
}

/** What an AppError says in a GraphQL error's extensions: its code, issues and retry delay. */
function extensionsOf(error: AppError): Record<string, unknown> {
  return {
    code: error.code,
    ...(error.issues ? { issues: error.issues } : {}),
    ...(error.retryAfterSeconds ? { retryAfter: error.retryAfterSeconds } : {}),
  };
}

/** An AppError as a GraphQL error: the code travels in extensions, so the gateway can map it to HTTP. */
export function toGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, { extensions: extensionsOf(error) });
}

export const PUBLIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'This part of Byway is not available right now. Please try again shortly.';

/**
 * What a caller is told to wait after an UNAVAILABLE (a database, or a service, away): the database
 * watchdog (database.ts) and the supervisors bring them back within seconds.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const { MongoNetworkError, MongoServerError } = mongoose.mongo;

/** Driver and mongoose errors that mean 'no database to talk to right now', by name (some classes are not exported). */
const DATABASE_DOWN_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoServerClosedError',
  'MongoPoolClearedError',
  'PoolClearedOnNetworkError',
  'MongoPoolClosedError',
  'MongoWaitQueueTimeoutError',
  'MongoOperationTimeoutError',
]);

/**
 * Server answers of a database that cannot serve now: MongoDB's 'not available' codes (the driver retries
 * these: HostUnreachable, HostNotFound, NetworkTimeout, ShutdownInProgress, PrimarySteppedDown,
 * ExceededTimeLimit, SocketException, NotWritablePrimary, InterruptedAtShutdown, InterruptedDueToReplStateChange,
 * NotPrimaryNoSecondaryOk, NotPrimaryOrSecondary).
 */
const UNAVAILABLE_SERVER_CODES = new Set([6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);

/**
 * FerretDB answers InternalError (code 1) when its PostgreSQL is gone, with the PostgreSQL driver's words:
 * 'failed to connect to `user=...`' while it is down, 'unexpected EOF' or 'conn closed' for a query cut
 * short, and PostgreSQL's own shutdown and start-up refusals (SQLSTATE 57P01-57P03, class 08 connection
 * exceptions, 53300 too many connections). Issue 18 item 11: these escaped as 500s.
 */
const BACKEND_DOWN_MESSAGE =
  /failed to connect to|unexpected EOF|conn closed|connection refused|connection reset|broken pipe|i\/o timeout|server closed the connection|terminating connection|the database system is (starting up|shutting down|in recovery mode)|SQLSTATE (57P0[1-3]|08\w{3}|53300)/i;

/**
 * The database cannot be reached (down, restarting, network cut, FerretDB without its PostgreSQL): the
 * caller gets a clear 503 with Retry-After and can try again, never a masked 500. Mongoose's own
 * 'buffering timed out' means the same; so does an error whose cause is one of these.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (DATABASE_DOWN_ERRORS.has(error.name) || error instanceof MongoNetworkError) return true;
  if (/buffering timed out|Connection was force closed/.test(error.message)) return true;
  if (error instanceof MongoServerError) {
    if (typeof error.code === 'number' && UNAVAILABLE_SERVER_CODES.has(error.code)) return true;
    if (error.code === 1 && BACKEND_DOWN_MESSAGE.test(error.message)) return true;
    // A bulk write whose every failure is the backend being gone (FerretDB answers per document).
    const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
    const failures = [writeErrors ?? []].flat() as { code?: number; errmsg?: string }[];
    if (
      failures.length > 0 &&
      failures.every((failure) => failure.code === 1 && BACKEND_DOWN_MESSAGE.test(failure.errmsg ?? ''))
    )
      return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
]);

/**
 * Apollo's automatic persisted queries protocol: a client that sent only a hash reads this code (and the
 * message) to send the query again, so both pass unchanged; masked, no Apollo client ever resends.
 */
const PERSISTED_QUERY_CODES = new Set(['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']);

/**
 * `instanceof GraphQLError` is not enough: graphql ships a CommonJS and an ES module build, and a process can
 * load both (vite/vitest pick `index.mjs` for our imports while the CommonJS Apollo packages `require` the
 * other), so an error made by Apollo is then not an instance of the class we imported. Recognise it by shape.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  if (error instanceof GraphQLError) return true;
  return (
    error instanceof Error &&
    'extensions' in error &&
    'originalError' in error &&
    'locations' in error &&
    'path' in error
  );
}

/**
 * Apollo `formatError`: keeps our own errors (also when they arrive from a subgraph, as a code in
 * extensions) and request errors, and masks everything else so stack traces and driver messages never
 * leave the process.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  onInternal?: (error: unknown) => void,
): GraphQLFormattedError {
  const original = isGraphQLError(error) ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    return { message: original.message, path: formatted.path, extensions: extensionsOf(original) };
  }
  if (isDatabaseUnavailable(original)) {
    return {
      message: DATABASE_UNAVAILABLE_MESSAGE,
      path: formatted.path,
      // The gateway turns retryAfter into the HTTP Retry-After (GraphQL and REST alike).
      extensions: { code: 'UNAVAILABLE', retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS },
    };
  }
  const thrownByCode = original instanceof Error && !isGraphQLError(original);
  const code = formatted.extensions?.code;
  if (!thrownByCode && typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (!thrownByCode && typeof code === 'string' && PERSISTED_QUERY_CODES.has(code)) {
    return { message: formatted.message, extensions: { code } };
  }
  if (!thrownByCode && isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') {
    const issues = formatted.extensions?.issues;
    const retryAfter = formatted.extensions?.retryAfter;
    return {
      message: formatted.message,
      path: formatted.path,
      extensions: {
        code,
        ...(issues ? { issues } : {}),
        ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
      },
    };
  }
  onInternal?.(error);
  return {
    message: PUBLIC_ERROR_MESSAGE,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
