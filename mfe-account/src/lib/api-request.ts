// How this remote calls the REST adapter (spec 7): cookies always, a JSON content type only when there is a
// body, and any non-OK answer becomes an ApiError whose message is `${status}: ${body text or statusText}`.

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `message` of a JSON error body (`{ "message": ... }`), or null when the body carries none. */
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

export async function apiRequest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}
