import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  retryDelayMs,
  TimeoutError,
  type ApiClientOptions,
  type FetchLike,
} from './client';

/** A scripted fetch: each call takes the next step (the last one repeats) and is recorded with its time. */
function fakeFetch(...steps: ((init: RequestInit) => Promise<Response>)[]) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init, at: Date.now() });
    const step = steps[Math.min(calls.length, steps.length) - 1];
    if (!step) throw new Error('no step');
    return step(init);
  };
  return { fetch, calls };
}

const json = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const networkError = () => Promise.reject(new TypeError('fetch failed'));
/** A fetch that never answers but honours its signal, as the browser's does. */
const hangs = (init: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('This operation was aborted', 'AbortError')),
    );
  });

function client(
  side: ApiClientOptions['side'],
  fetch: FetchLike,
  extra: Partial<ApiClientOptions> = {},
) {
  return createApiClient({ fetch, side, random: () => 0.5, ...extra });
}

/** Runs the fake clock until the request settles and returns how it settled. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('timeouts (spec 01 section 8, 9)', () => {
  test('a server-side call that does not answer in 8000 ms fails with "timeout of 8000ms exceeded", tried once', async () => {
    const { fetch, calls } = fakeFetch(hangs);
    const outcome = client('server', fetch)
      .request('GET', '/api/player')
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toHaveProperty('message', 'timeout of 8000ms exceeded');
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });

  test('a browser call times out after 30000 ms per attempt', async () => {
    const { fetch, calls } = fakeFetch(hangs, json(200, { ok: true }));
    const outcome = client('browser', fetch).request('GET', '/api/player');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    // First retry after 1 s plus half of the 1 s jitter.
    await vi.advanceTimersByTimeAsync(1_499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.at).toBe(31_500);
    await expect(outcome).resolves.toEqual({ ok: true });
  });

  test('the timeout holds when the fetch in use ignores its signal', async () => {
    const { fetch } = fakeFetch(() => new Promise<Response>(() => undefined));
    const { error } = await settle(client('server', fetch).request('GET', '/api/player'));
    expect(error).toHaveProperty('message', 'timeout of 8000ms exceeded');
  });

  test('reading the body is inside the timeout: headers at once, then a body that stalls', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"id":')),
    });
    const { fetch } = fakeFetch(() =>
      Promise.resolve(
        new Response(stalled, { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    const { error } = await settle(client('server', fetch).request('GET', '/api/player'));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('retries in the browser', () => {
  test('network errors are retried 6 times (7 attempts), then the last error is thrown', async () => {
    const { fetch, calls } = fakeFetch(networkError);
    const { error } = await settle(
      client('browser', fetch).request('POST', '/api/users/sign_in', { body: { user: {} } }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(7);
    expect(
      calls.every((call) => call.init.method === 'POST' && call.init.body === '{"user":{}}'),
    ).toBe(true);
  });

  test('timeouts are retried 6 times too', async () => {
    const { fetch, calls } = fakeFetch(hangs);
    const { error } = await settle(client('browser', fetch).request('GET', '/api/player'));
    expect(error).toHaveProperty('message', 'timeout of 30000ms exceeded');
    expect(calls).toHaveLength(7);
  });

  test('a retry that gets through returns its answer', async () => {
    const { fetch, calls } = fakeFetch(networkError, networkError, json(200, { id: 7 }));
    const { value } = await settle(
      client('browser', fetch).request('GET', '/api/player', {
        schema: z.object({ id: z.number() }),
      }),
    );
    expect(value).toEqual({ id: 7 });
    expect(calls).toHaveLength(3);
  });

  // An HTTP answer means the server got the request: a 5xx retried could repeat a sign-in, a registration or a
  // money call that was half done, and a 503 maintenance answer is a signal to show, not to hammer (spec 03 0.1).
  test.each([400, 403, 404, 422, 429, 500, 502, 503])(
    'an answer with status %i is not retried',
    async (status) => {
      const { fetch, calls } = fakeFetch(json(status, { errors: { email: ['taken'] } }));
      const { error } = await settle(client('browser', fetch).request('GET', '/api/player'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, fields: { email: ['taken'] } });
      expect(calls).toHaveLength(1);
    },
  );

  test('errors that are not network failures (a bad JSON body, a schema mismatch) are not retried', async () => {
    const broken = fakeFetch(() =>
      Promise.resolve(
        new Response('{', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    expect(
      (await settle(client('browser', broken.fetch).request('GET', '/x'))).error,
    ).toBeInstanceOf(SyntaxError);
    expect(broken.calls).toHaveLength(1);
    const mismatch = fakeFetch(json(200, { id: 'seven' }));
    expect(
      (
        await settle(
          client('browser', mismatch.fetch).request('GET', '/x', {
            schema: z.object({ id: z.number() }),
          }),
        )
      ).error,
    ).toBeInstanceOf(z.ZodError);
    expect(mismatch.calls).toHaveLength(1);
  });

  test('the delays grow 1, 2, 4, 8, 16 s, capped at 30 s, each plus at most 1 s of jitter', async () => {
    for (const jitter of [0, 0.999_999]) {
      const { fetch, calls } = fakeFetch(networkError);
      await settle(
        client('browser', fetch, { random: () => jitter }).request('GET', '/api/player'),
      );
      const gaps = calls.slice(1).map((call, index) => call.at - (calls[index]?.at ?? 0));
      const floors = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
      expect(gaps).toEqual(floors.map((floor) => (jitter === 0 ? floor : floor + 999)));
    }
  });

  test('random jitter stays within the bounds of each retry', () => {
    for (let retry = 0; retry < 10; retry++) {
      for (let i = 0; i < 50; i++) {
        const delay = retryDelayMs(retry);
        const floor = Math.min(1_000 * 2 ** retry, 30_000);
        expect(delay).toBeGreaterThanOrEqual(floor);
        expect(delay).toBeLessThan(floor + 1_000);
      }
    }
  });

  test('a caller that aborts during the backoff gets no further attempt', async () => {
    const { fetch, calls } = fakeFetch(networkError);
    const controller = new AbortController();
    const outcome = client('browser', fetch)
      .request('GET', '/api/player', { signal: controller.signal })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('left the page'));
    await vi.runAllTimersAsync();
    expect(await outcome).toHaveProperty('message', 'left the page');
    expect(calls).toHaveLength(1);
  });

  test('a caller abort during an attempt is not taken for a timeout and not retried', async () => {
    const { fetch, calls } = fakeFetch(hangs);
    const controller = new AbortController();
    const outcome = client('browser', fetch)
      .request('GET', '/api/player', { signal: controller.signal })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    const error = await outcome;
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).toHaveProperty('name', 'AbortError');
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });
});

describe('on the server', () => {
  test('a network error is thrown after one try', async () => {
    const { fetch, calls } = fakeFetch(networkError);
    expect(
      (await settle(client('server', fetch).request('GET', '/api/player'))).error,
    ).toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(1);
  });
});

describe('401 (spec 01 section 8)', () => {
  test('a 401 emits the auth-error event once and rejects with the status', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(json(401, { error: 'unauthorized' }));
    const { error } = await settle(
      client('browser', fetch, { onUnauthorized }).request('GET', '/api/player/settings'),
    );
    expect(error).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('other answers do not emit it', async () => {
    const onUnauthorized = vi.fn();
    for (const status of [200, 403, 422, 500]) {
      await settle(
        client('browser', fakeFetch(json(status, {})).fetch, { onUnauthorized }).request(
          'GET',
          '/x',
        ),
      );
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('the request it sends (spec 03 section 0.1)', () => {
  test('default headers, a JSON body with its content type, the query rules, an empty 204', async () => {
    const { fetch, calls } = fakeFetch(() => Promise.resolve(new Response(null, { status: 204 })));
    const api = client('server', fetch, { baseUrl: 'http://internal', headers: { cookie: 's=1' } });
    const { value } = await settle(
      api.request('PATCH', '/api/player', { body: { a: 1 }, query: { ids: [1, 2], skip: null } }),
    );
    expect(value).toBeUndefined();
    expect(calls[0]?.url).toBe('http://internal/api/player?ids%5B%5D=1&ids%5B%5D=2');
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/json, text/plain, */*',
      'X-Requested-With': 'XMLHttpRequest',
      cookie: 's=1',
      'Content-Type': 'application/json',
    });
  });

  test('a non-JSON body comes back as plain text', async () => {
    const { fetch } = fakeFetch(() =>
      Promise.resolve(
        new Response('/x page is not found', {
          status: 404,
          headers: { 'content-type': 'text/plain' },
        }),
      ),
    );
    const { error } = await settle(client('browser', fetch).request('GET', '/api/cms/pages/x'));
    expect(error).toMatchObject({ status: 404, body: '/x page is not found' });
  });
});
