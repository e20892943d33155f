import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, postJson } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function answer(response: Response) {
  vi.stubGlobal('fetch', fetchMock.mockResolvedValue(response));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('postJson', () => {
  it('posts JSON and returns the parsed answer', async () => {
    answer(Response.json({ id: 7 }, { status: 201 }));
    await expect(postJson('/api/buyers', { name: 'Ama' })).resolves.toEqual({ id: 7 });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/buyers');
    expect(init).toMatchObject({ method: 'POST', body: '{"name":"Ama"}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('returns null for an ok answer without JSON', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(postJson('/api/x', {})).resolves.toBeNull();
  });

  it('throws the API error shape with its status, message, code and field messages', async () => {
    answer(
      Response.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid input',
            fields: { email: 'Enter a valid email', n: 3 },
          },
        },
        { status: 400 },
      ),
    );
    const error = await failure(postJson('/api/buyers', {}));
    expect(error).toMatchObject({ status: 400, message: 'Invalid input', code: 'validation_failed' });
    expect(error.fields).toEqual({ email: 'Enter a valid email' });
  });

  it('falls back to the given message when the error answer says nothing', async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(postJson('/api/newsletter', {}, { errorMessage: 'Failed to subscribe' }));
    expect(error).toMatchObject({ status: 502, message: 'Failed to subscribe', fields: {} });
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal('fetch', fetchMock.mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(postJson('/api/buyers', {}));
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('works where AbortSignal.timeout does not exist (Safari 15, Chrome before 103)', async () => {
    vi.stubGlobal('AbortSignal', { ...AbortSignal, timeout: undefined });
    answer(Response.json({ id: 8 }, { status: 201 }));
    await expect(postJson('/api/sellers', {})).resolves.toEqual({ id: 8 });
  });

  it('gives up after the timeout with status 0', async () => {
    vi.useFakeTimers();
    try {
      // A fetch that never answers, but stops when its signal aborts, as the browser's does.
      const hanging = (_path: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        });
      vi.stubGlobal('fetch', fetchMock.mockImplementation(hanging));
      const pending = failure(postJson('/api/buyers', {}, { timeoutMs: 1000 }));
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('apiRequest', () => {
  it('sends any method, without a body or Content-Type when there is none, with the session cookie', async () => {
    answer(Response.json([{ id: 1 }]));
    await expect(apiRequest('GET', '/api/buyers')).resolves.toEqual([{ id: 1 }]);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/buyers');
    expect(init).toMatchObject({ method: 'GET', body: undefined, credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('sends a JSON body with any method', async () => {
    answer(Response.json({ ok: true }));
    await apiRequest('PATCH', '/api/admin/leads/buyer/3', { body: { status: 'contacted' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'PATCH', body: '{"status":"contacted"}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('returns null for an ok answer that is not JSON', async () => {
    answer(new Response('OK', { status: 200 }));
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeNull();
  });

  it("keeps the server's message and the status text of an error answer", async () => {
    answer(Response.json({ error: { code: 'conflict', message: 'Taken.' } }, { status: 409, statusText: 'Conflict' }));
    const error = await failure(apiRequest('POST', '/api/admin/users', { body: {} }));
    expect(error).toMatchObject({
      status: 409,
      message: 'Taken.',
      serverMessage: 'Taken.',
      statusText: 'Conflict',
      responseText: '',
      code: 'conflict',
    });
  });

  it('keeps the raw text of an error answer that is not our JSON', async () => {
    answer(new Response('upstream timed out', { status: 504, statusText: 'Gateway Timeout' }));
    const error = await failure(apiRequest('GET', '/api/buyers', { errorMessage: 'Could not load' }));
    expect(error).toMatchObject({
      status: 504,
      message: 'Could not load',
      serverMessage: '',
      responseText: 'upstream timed out',
      statusText: 'Gateway Timeout',
    });
  });

  it('says which status failed when nothing else does', async () => {
    answer(Response.json({ unexpected: true }, { status: 500 }));
    const error = await failure(apiRequest('GET', '/api/buyers'));
    expect(error).toMatchObject({
      status: 500,
      message: 'Request failed with status 500',
      responseText: '',
      fields: {},
    });
  });

  it('treats an answer whose body breaks off as no answer', async () => {
    const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
    answer(new Response(body, { status: 200 }));
    expect(await failure(apiRequest('GET', '/api/buyers'))).toMatchObject({ status: 0, message: 'network error' });
  });
});
