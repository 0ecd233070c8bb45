import type { ApiClient } from '@casino/api/client';
import { localesResponseSchema, type LocaleInfo } from '@casino/api/info';
import { cached } from '~/lib/server/ttl-cache.server';
import { swallow } from '~/lib/server/swallow.server';

const MINUTE_MS = 60_000;

/** GET /api/info/locales: the enabled locales (the picker shows only with more than one). */
export function getLocales(api: ApiClient): Promise<LocaleInfo[]> {
  return swallow(
    '/api/info/locales',
    () =>
      cached('locales', MINUTE_MS, () =>
        api.request('GET', '/api/info/locales', { schema: localesResponseSchema }),
      ),
    [],
  );
}
