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
  /** Test hook: waits between retries. */
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
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
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

const isRetryable = (error: unknown): boolean => error instanceof TimeoutError || (error instanceof TypeError && !(error instanceof ApiError));

export interface ApiClient {
  request<S extends z.ZodType = z.ZodUnknown>(method: string, path: string, options?: RequestOptions<S>): Promise<z.infer<S>>;
}

/** The typed client of DESIGN.md: 30 s and 6 jittered retries in the browser, 8 s and one try on the server. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.side === 'browser' ? BROWSER_TIMEOUT_MS : SERVER_TIMEOUT_MS;
  const retries = options.side === 'browser' ? BROWSER_RETRY_LIMIT : 0;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;

  async function once(method: string, url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
    const outer = init.signal;
    outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
    try {
      return await options.fetch(url, { ...init, method, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted && controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
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
      const init: RequestInit = { headers, credentials: 'same-origin' };
      if (requestOptions.signal) init.signal = requestOptions.signal;
      if (requestOptions.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(requestOptions.body);
      }
      let response: Response | undefined;
      for (let attempt = 0; ; attempt++) {
        try {
          response = await once(method, url, init);
          break;
        } catch (error) {
          if (attempt >= retries || !isRetryable(error) || requestOptions.signal?.aborted) throw error;
          await sleep(2 ** (attempt + 1) * 1000 + random() * 1000);
        }
      }
      const text = await response.text();
      let body: unknown = text;
      if (text && (response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
      if (response.status === 204 || text === '') body = undefined;
      if (response.status === 401) options.onUnauthorized?.();
      if (!response.ok) throw new ApiError(response.status, body);
      // The schema parse is the boundary check; without a schema the caller asked for `unknown`.
      return (requestOptions.schema ? requestOptions.schema.parse(body) : body) as z.infer<typeof requestOptions.schema & z.ZodType>;
    },
  };
}
