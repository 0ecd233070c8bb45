import type { z } from 'zod';

/** Request timeout and retry rules of spec 01 section 9 and spec 03 section 0.1. */
export const BROWSER_TIMEOUT_MS = 30_000;
export const SERVER_TIMEOUT_MS = 8_000;
export const BROWSER_RETRY_LIMIT = 6;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch: FetchLike;
  /** '' in the browser (same origin); an internal base on the server. */
  baseUrl?: string;
  side: 'browser' | 'server';
  /** Emitted on any 401: the app logs the player out and opens login (spec 01 section 4). */
  onUnauthorized?: () => void;
  /** Extra headers on every call (the server forwards the player's cookie and locale). */
  headers?: Record<string, string>;
  /** Test hooks: the wait between retries and the jitter source (Math.random by default). */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export type FieldErrors = Record<string, string[]>;

/** A non-2xx answer. `fields` holds the 422 form errors, normalised to lists of message keys. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fields: FieldErrors;
  constructor(status: number, body: unknown) {
    super(`Request failed with status code ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fields = normaliseFieldErrors(body);
  }
}

export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`timeout of ${ms}ms exceeded`);
    this.name = 'TimeoutError';
  }
}

/** A field value may be a list, a single string or a map of code -> string (spec 03 section 0.3). */
export function normaliseFieldErrors(body: unknown): FieldErrors {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(value)) out[field] = value.map(String);
    else if (typeof value === 'string') out[field] = [value];
    else if (value && typeof value === 'object') out[field] = Object.values(value).map(String);
  }
  return out;
}

export interface RequestOptions<S extends z.ZodType> {
  body?: unknown;
  query?: Record<
    string,
    string | number | boolean | readonly (string | number)[] | null | undefined
  >;
  headers?: Record<string, string>;
  schema?: S;
  signal?: AbortSignal;
}

/** Query rules of spec 03 section 0.1: null/undefined omitted, arrays repeated as key[]=. */
export function buildQuery(query: RequestOptions<z.ZodType>['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Only a network failure (fetch's TypeError) or our timeout is retried (spec 03 section 0.1), never an HTTP answer. */
const isRetryable = (error: unknown): boolean =>
  error instanceof TimeoutError || error instanceof TypeError;

/** Backoff of spec 03 section 0.1: 2^retry s from the first retry (1, 2, 4, 8, 16 s), capped at 30 s, plus 0-1 s jitter. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const RETRY_JITTER_MS = 1_000;

/** Wait before retry number `retry` (0 for the first retry); `random` returns [0, 1) like Math.random. */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  return (
    Math.min(RETRY_BASE_MS * 2 ** retry, RETRY_MAX_DELAY_MS) +
    Math.floor(random() * RETRY_JITTER_MS)
  );
}

export interface ApiClient {
  request<S extends z.ZodType = z.ZodUnknown>(
    method: string,
    path: string,
    options?: RequestOptions<S>,
  ): Promise<z.infer<S>>;
}

interface RawAnswer {
  status: number;
  ok: boolean;
  contentType: string;
  text: string;
}

/**
 * Settles with `work` or rejects with the signal's reason as soon as it aborts. The timeout must hold even when the
 * fetch in use ignores its signal (the server's in-process fetch does) or a body stalls after the headers.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The typed client of DESIGN.md: 30 s and 6 jittered retries in the browser, 8 s and one try on the server. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.side === 'browser' ? BROWSER_TIMEOUT_MS : SERVER_TIMEOUT_MS;
  const retries = options.side === 'browser' ? BROWSER_RETRY_LIMIT : 0;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;

  /** One attempt: the timeout covers the headers and the whole body. */
  async function once(
    url: string,
    init: RequestInit,
    outer: AbortSignal | undefined,
  ): Promise<RawAnswer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    try {
      const response = await untilAborted(
        options.fetch(url, { ...init, signal: controller.signal }),
        controller.signal,
      );
      const text = await untilAborted(response.text(), controller.signal);
      return {
        status: response.status,
        ok: response.ok,
        contentType: response.headers.get('content-type') ?? '',
        text,
      };
    } catch (error) {
      // A fetch that honours the signal rejects with its own AbortError; the reason says whether we timed out.
      if (controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    }
  }

  return {
    async request(method, path, requestOptions = {}) {
      const url = `${options.baseUrl ?? ''}${path}${buildQuery(requestOptions.query)}`;
      const headers: Record<string, string> = {
        Accept: 'application/json, text/plain, */*',
        'X-Requested-With': 'XMLHttpRequest',
        ...options.headers,
        ...requestOptions.headers,
      };
      const init: RequestInit = { method, headers, credentials: 'same-origin' };
      if (requestOptions.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(requestOptions.body);
      }
      const outer = requestOptions.signal;
      let answer: RawAnswer;
      for (let attempt = 0; ; attempt++) {
        try {
          answer = await once(url, init, outer);
          break;
        } catch (error) {
          if (attempt >= retries || !isRetryable(error) || outer?.aborted) throw error;
          await sleep(retryDelayMs(attempt, random));
          if (outer?.aborted) throw outer.reason;
        }
      }
      const { text } = answer;
      let body: unknown = text;
      if (text && answer.contentType.includes('json')) body = JSON.parse(text);
      if (answer.status === 204 || text === '') body = undefined;
      if (answer.status === 401) options.onUnauthorized?.();
      if (!answer.ok) throw new ApiError(answer.status, body);
      // The schema parse is the boundary check; without a schema the caller asked for `unknown`.
      return (requestOptions.schema ? requestOptions.schema.parse(body) : body) as z.infer<
        typeof requestOptions.schema & z.ZodType
      >;
    },
  };
}
