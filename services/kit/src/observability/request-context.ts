import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header a request id travels in: from the client (or a proxy), back to it, and to every subgraph. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What every log line written while serving one request carries (the logger reads it: logger.ts), kept
 * in AsyncLocalStorage so code far from the request (a repository, the internal client) needs no
 * parameter. Mutable: the user and the GraphQL operation are known only part-way through.
 */
export interface RequestContext {
  requestId: string;
  /** The service serving it (metrics' `service` label for counts made deep in the code). */
  service: string;
  userId?: string | undefined;
  operationName?: string | undefined;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served here, if any. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs `work` (and everything it starts) as part of `context`. */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

// A proxy's or a client's id is kept only when it cannot smuggle anything into a log line or a header:
// letters, digits and - _ . : only, as UUIDs, ULIDs and most tracing systems' ids are.
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming id when well-formed (a proxy or the gateway chose it), else a fresh UUID. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && WELL_FORMED.test(value) ? value : randomUUID();
}

/** The header to send on a call made for the current request (empty outside one). */
export function requestIdHeaders(): Record<string, string> {
  const context = storage.getStore();
  return context ? { [REQUEST_ID_HEADER]: context.requestId } : {};
}
