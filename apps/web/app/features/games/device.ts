import type { Device } from '@casino/api/games';

/** `device` of POST /api/games_filter (spec 03 section 6) from a User-Agent, the same way on server and browser. */
export function deviceOf(userAgent: string | null | undefined): Device {
  return /Mobi|Android|iPhone|iPad|iPod|IEMobile|Opera Mini|BlackBerry|webOS/i.test(userAgent ?? '')
    ? 'mobile'
    : 'desktop';
}
