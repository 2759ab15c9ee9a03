import { GraphQLError, type GraphQLFormattedError } from 'graphql';

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
  /** With TOO_MANY_REQUESTS: seconds until the caller may try again (HTTP Retry-After). */
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

const DATABASE_DOWN_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/**
 * The database cannot be reached (down, restarting, network cut): the caller gets a clear 503 and can
 * try again, never a masked 500. Mongoose's own 'buffering timed out' means the same.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return DATABASE_DOWN_ERRORS.has(error.name) || /buffering timed out/.test(error.message);
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
      extensions: { code: 'UNAVAILABLE' },
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
