import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, isUnauthorized, jsonField } from './api-request';

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

  it('has no server message unless the body is JSON with a message', () => {
    expect(new ApiError(500, 'Internal Server Error', 'boom').serverMessage).toBeNull();
    expect(new ApiError(502, 'Bad Gateway', '<html><body>502</body></html>').serverMessage).toBeNull();
    expect(new ApiError(400, 'Bad Request', '{"error":"x"}').serverMessage).toBeNull();
    expect(new ApiError(400, 'Bad Request', '{"message":"  "}').serverMessage).toBeNull();
    expect(new ApiError(503, 'Service Unavailable', '').serverMessage).toBeNull();
  });

  it('sends a FormData body as it is, so the browser writes the multipart content type', async () => {
    const fetchMock = vi.fn(async () => answer(201, '{"id":1}'));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('title', 'Valley');

    await apiRequest('POST', '/api/geo-tagged-images/upload', form);

    expect(fetchMock).toHaveBeenCalledWith('/api/geo-tagged-images/upload', {
      method: 'POST',
      headers: {},
      body: form,
      credentials: 'include',
    });
  });

  it('passes an abort signal on', async () => {
    const fetchMock = vi.fn(async () => answer(200, '{}'));
    vi.stubGlobal('fetch', fetchMock);
    const { signal } = new AbortController();

    await apiRequest('POST', '/api/trips/from-pack', { tripPackId: 1 }, { signal });

    expect(fetchMock).toHaveBeenCalledWith('/api/trips/from-pack', expect.objectContaining({ signal }));
  });

  it("keeps a refusal's Retry-After in seconds", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('{"message":"Too many photos"}', { status: 429, headers: { 'Retry-After': '720' } }),
    );

    const error = (await apiRequest('POST', '/api/x').catch((caught: unknown) => caught)) as ApiError;

    expect(error.retryAfterSeconds).toBe(720);
    expect(error.serverMessage).toBe('Too many photos');
    expect(new ApiError(500, '', '').retryAfterSeconds).toBeNull();
  });

  it('knows a 401', async () => {
    expect(isUnauthorized(new ApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'Forbidden', ''))).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
  });
});

describe('apiJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the OK answer's JSON, or null when its body is empty or not JSON", async () => {
    const bodies = ['{"id":7}', '', '<html>'];
    vi.stubGlobal('fetch', async () => answer(200, bodies.shift() ?? ''));

    expect(await apiJson('POST', '/api/trips/from-pack', { packId: 1 })).toEqual({ id: 7 });
    expect(await apiJson('DELETE', '/api/account')).toBeNull();
    expect(await apiJson('DELETE', '/api/account')).toBeNull();
  });

  it('rejects a non-OK answer with ApiError, as apiRequest does', async () => {
    vi.stubGlobal('fetch', async () => answer(409, '{"message":"Taken"}', 'Conflict'));

    const error = await apiJson('POST', '/api/custom-login', {}).catch((caught: unknown) => caught);

    expect((error as ApiError).serverMessage).toBe('Taken');
  });
});

describe('jsonField', () => {
  it('reads a field of an object answer, and nothing of any other answer', () => {
    expect(jsonField({ id: 7 }, 'id')).toBe(7);
    expect(jsonField({ user: { profileCompleted: true } }, 'user')).toEqual({ profileCompleted: true });
    for (const other of [null, 'text', 3, undefined]) expect(jsonField(other, 'id')).toBeUndefined();
  });
});
