import { PROMO_QUERY_KEYS } from '@casino/domain/routing';

/** The query string without the promo keys ('' when nothing else is left). */
export function withoutPromoQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of PROMO_QUERY_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
