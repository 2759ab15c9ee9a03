import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-request';

function answer(status: number, body: string, statusText = '') {
  return new Response(body || null, { status, statusText });
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with a JSON content type only when there is a body, always with cookies', async () => {
    const fetchMock = vi.fn(async () => answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('POST', '/api/custom-login', { email: 'a@b.c' });
    await apiRequest('GET', '/api/auth/user');

    expect(fetchMock).toHaveBeenNthCalledWith(1, '/api/custom-login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.c"}',
      credentials: 'include',
    });
    expect(fetchMock).toHaveBeenNthCalledWith(2, '/api/auth/user', {
      method: 'GET',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('throws "status: body text" for a non-OK answer', async () => {
    vi.stubGlobal('fetch', async () =>
      answer(401, '{"message":"Invalid email or password"}', 'Unauthorized'),
    );

    const error = await apiRequest('POST', '/api/custom-login', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => answer(503, '', 'Service Unavailable'));

    await expect(apiRequest('GET', '/api/trips')).rejects.toThrow('503: Service Unavailable');
  });

  it('reads a plain-text body as the server message', () => {
    expect(new ApiError(500, 'Internal Server Error', 'boom').serverMessage).toBe('boom');
  });
});
