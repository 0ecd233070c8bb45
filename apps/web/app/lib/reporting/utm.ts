import type { UtmRequest } from '@casino/api/reporting';

export type UtmMetrics = UtmRequest['utmMetrics'];

// The fields of POST /log_utm_set and /log_utm_send (spec 03 section 18), as they appear in a landing URL.
const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'sub_id',
] as const satisfies readonly (keyof UtmMetrics)[];
const MAX_LENGTH = 255;

/** A landing's campaign is credited to a sign-up within 30 days, like the stag and affiliate cookies (spec 01 section 9). */
export const UTM_ATTRIBUTION_MS = 30 * 24 * 3600 * 1000;

/** The campaign values of a landing URL's query; null when none is set (the calls are sent only then). */
export function utmFromSearch(search: string): UtmMetrics | null {
  const params = new URLSearchParams(search);
  const metrics: UtmMetrics = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim().slice(0, MAX_LENGTH);
    if (value) metrics[field] = value;
  }
  return Object.keys(metrics).length > 0 ? metrics : null;
}

/** What the browser keeps between the landing and the sign-up: the values, when they were set, whether a player got them. */
export interface StoredUtm {
  utmMetrics: UtmMetrics;
  setAt: number;
  sent: boolean;
}

/** Reads a stored campaign back (from JSON, so anything malformed or older than the attribution window is none). */
export function storedUtm(value: unknown, now: number): StoredUtm | null {
  if (!value || typeof value !== 'object') return null;
  const setAt: unknown = Reflect.get(value, 'setAt');
  const raw: unknown = Reflect.get(value, 'utmMetrics');
  if (
    typeof setAt !== 'number' ||
    now - setAt > UTM_ATTRIBUTION_MS ||
    now < setAt ||
    !raw ||
    typeof raw !== 'object'
  )
    return null;
  const utmMetrics: UtmMetrics = {};
  for (const field of UTM_FIELDS) {
    const text: unknown = Reflect.get(raw, field);
    if (typeof text === 'string' && text !== '') utmMetrics[field] = text.slice(0, MAX_LENGTH);
  }
  return Object.keys(utmMetrics).length > 0
    ? { utmMetrics, setAt, sent: Reflect.get(value, 'sent') === true }
    : null;
}

/** Two campaigns are the same landing when every field matches (a reload of the landing page is not a new one). */
export function sameUtm(a: UtmMetrics, b: UtmMetrics): boolean {
  return UTM_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}
