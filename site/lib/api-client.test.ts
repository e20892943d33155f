import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, postJson } from './api-client';

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
        { error: { code: 'validation_failed', message: 'Invalid input', fields: { email: 'Enter a valid email', n: 3 } } },
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
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
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
