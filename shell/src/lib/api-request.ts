// The one way the shell calls the REST adapter (spec section 7): cookies always, a JSON content type only
// when there is a body, and any non-OK answer becomes an ApiError whose message is
// `${status}: ${body text or statusText}`.

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `message` of a JSON error body (`{ "message": ... }`), else the raw body text, else the status. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (typeof parsed === 'object' && parsed !== null) {
        const message = (parsed as Record<string, unknown>).message;
        if (typeof message === 'string' && message) return message;
      }
    } catch {
      // Not JSON: the text itself is the message.
    }
    return this.body || this.message;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, text);
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}
