// The one way every front-end calls the REST adapter (spec section 7): cookies always, JSON with a JSON
// content type when the body is data, a multipart form as it is when the body is a FormData (the browser
// sets its boundary), and any non-OK answer becomes an ApiError whose message is
// `${status}: ${body text or statusText}`. A network failure rejects as fetch does (TypeError).

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** Seconds the server asked to wait (Retry-After, with a 429 or 503), null when it named none. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, statusText: string, body: string, retryAfterSeconds: number | null = null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * The `message` of a JSON error body (`{ "message": ... }`), or null when the body carries none: a proxy's
   * HTML page, a bare status text or a JSON body without a message is never shown to a traveller, and each
   * screen says what failed in its own words instead.
   */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (typeof parsed === 'object' && parsed !== null) {
        const message = (parsed as Record<string, unknown>).message;
        if (typeof message === 'string' && message.trim()) return message;
      }
    } catch {
      // Not JSON: no message to show.
    }
    return null;
  }
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** Aborts the request (the fetch then rejects with an AbortError). */
  signal?: AbortSignal;
}

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, text, retryAfter(response));
}

export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { signal }: ApiRequestOptions = {},
): Promise<Response> {
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  const json = body !== undefined && !form;
  const response = await fetch(url, {
    method,
    headers: json ? { 'Content-Type': 'application/json' } : {},
    body: form ? body : json ? JSON.stringify(body) : undefined,
    credentials: 'include',
    ...(signal ? { signal } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/** apiRequest, answering the parsed JSON body: null when the answer has none or it is not JSON. */
export async function apiJson(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: ApiRequestOptions,
): Promise<unknown> {
  const response = await apiRequest(method, url, body, options);
  return response.json().catch(() => null);
}

/** One field of a JSON answer; undefined when the answer is not an object. */
export function jsonField(answer: unknown, key: string): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[key] : undefined;
}
